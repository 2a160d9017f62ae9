// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationParamSpec } from '../components/admin-automation-param-spec.ts';

export const AdminAutomationActionSpecEntries = { id: v.string(), subjects: keyedListAsArray(v.array(v.string())), params: absentIfNull(keyedListAsArray(v.array(AdminAutomationParamSpec))) };

export const AdminAutomationActionSpec = /* @__PURE__ */ object(AdminAutomationActionSpecEntries);
