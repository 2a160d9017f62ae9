// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationAction } from '../components/admin-automation-action.ts';
import { AdminAutomationCondition } from '../components/admin-automation-condition.ts';
import { AdminAutomationTrigger } from '../components/admin-automation-trigger.ts';

export const AdminAutomationInputEntries = { name: v.string(), enabled: v.optional(v.boolean()), trigger: AdminAutomationTrigger, conditions: v.array(AdminAutomationCondition), actions: v.array(AdminAutomationAction) };

export const AdminAutomationInput = /* @__PURE__ */ object(AdminAutomationInputEntries);
