// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationAction } from '../components/admin-automation-action.ts';
import { AdminAutomationCondition } from '../components/admin-automation-condition.ts';
import { AdminAutomationTrigger } from '../components/admin-automation-trigger.ts';

export const AdminAutomationEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), enabled: intAsBoolean(v.boolean()), trigger: AdminAutomationTrigger, conditions: absentIfNull(keyedListAsArray(v.array(AdminAutomationCondition))), actions: keyedListAsArray(v.array(AdminAutomationAction)), runs_count: absentIfNull(v.pipe(v.number(), v.integer())), last_run_at: v.optional(v.nullable(v.string())), last_run_success: v.optional(v.nullable(v.boolean())), created_at: absentIfNull(v.string()), updated_at: v.optional(v.nullable(v.string())) };

export const AdminAutomation = /* @__PURE__ */ object(AdminAutomationEntries);
