// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationFieldSpec } from '../components/admin-automation-field-spec.ts';
import { AdminAutomationParamSpec } from '../components/admin-automation-param-spec.ts';

export const AdminAutomationTriggerSpecEntries = { id: v.string(), subject: v.string(), params: absentIfNull(keyedListAsArray(v.array(AdminAutomationParamSpec))), fields: absentIfNull(keyedListAsArray(v.array(AdminAutomationFieldSpec))) };

export const AdminAutomationTriggerSpec = /* @__PURE__ */ object(AdminAutomationTriggerSpecEntries);
