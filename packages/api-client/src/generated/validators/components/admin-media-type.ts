// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminMediaTypeEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), slug: v.string(), enabled: intAsBoolean(v.boolean()), maps_to: v.picklist(["movie","movie_4k","show","show_4k"]) };

export const AdminMediaType = /* @__PURE__ */ object(AdminMediaTypeEntries);
