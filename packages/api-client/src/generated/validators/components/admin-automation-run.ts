// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminAutomationRunEntries = { id: v.pipe(v.number(), v.integer()), ran_at: v.string(), success: intAsBoolean(v.boolean()), subject: v.optional(v.nullable(v.string())), message: v.optional(v.nullable(v.string())) };

export const AdminAutomationRun = /* @__PURE__ */ object(AdminAutomationRunEntries);
