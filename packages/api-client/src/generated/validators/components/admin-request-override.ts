// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminRequestOverrideEntries = { id: v.pipe(v.number(), v.integer()), user: object({ id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.string()), is_trial: absentIfNull(intAsBoolean(v.boolean())) }), weekly_limit: v.pipe(v.number(), v.integer()), note: v.optional(v.nullable(v.string())), created_at: absentIfNull(v.string()) };

export const AdminRequestOverride = /* @__PURE__ */ object(AdminRequestOverrideEntries);
