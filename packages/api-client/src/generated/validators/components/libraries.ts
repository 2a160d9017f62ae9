// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Library } from '../components/library.ts';

export const LibrariesEntries = { libraries: keyedListAsArray(v.array(Library)), media_types: keyedListAsArray(v.array(v.string())) };

export const Libraries = /* @__PURE__ */ object(LibrariesEntries);
