// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminUhdAudience } from '../components/admin-uhd-audience.ts';

export const AdminRequestRulesEntries = { weekly_limit: v.pipe(v.number(), v.integer()), trial_weekly_limit: v.pipe(v.number(), v.integer()), max_seasons: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), uhd_requests: absentIfNull(AdminUhdAudience), auto_approve_contributors: absentIfNull(intAsBoolean(v.boolean())), overrides: absentIfNull(v.pipe(v.number(), v.integer())), updated_at: v.optional(v.nullable(v.string())) };

export const AdminRequestRules = /* @__PURE__ */ object(AdminRequestRulesEntries);
