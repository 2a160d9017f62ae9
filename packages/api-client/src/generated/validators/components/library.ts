// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const LibraryEntries = { id: v.union([v.pipe(v.number(), v.integer()), v.string()]), name: v.string(), media_type: v.string(), items: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };

export const Library = /* @__PURE__ */ object(LibraryEntries);
