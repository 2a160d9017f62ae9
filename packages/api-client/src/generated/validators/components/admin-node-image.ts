// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminNodeImageEntries = { id: v.pipe(v.number(), v.integer()), image_id: absentIfNull(v.string()), repository: v.string(), tag: v.string(), size_bytes: v.pipe(v.number(), v.integer()), created_at: v.string(), pulled_at: v.optional(v.nullable(v.string())), containers: keyedListAsArray(v.array(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))) };

export const AdminNodeImage = /* @__PURE__ */ object(AdminNodeImageEntries);
