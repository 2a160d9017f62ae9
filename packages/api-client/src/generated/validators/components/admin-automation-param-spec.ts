// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationOption } from '../components/admin-automation-option.ts';

export const AdminAutomationParamSpecEntries = { id: v.string(), kind: v.picklist(["number","text","select"]), required: absentIfNull(v.boolean()), min: v.optional(v.nullable(v.number())), max: v.optional(v.nullable(v.number())), unit: v.optional(v.nullable(v.string())), options: absentIfNull(keyedListAsArray(v.array(AdminAutomationOption))) };

export const AdminAutomationParamSpec = /* @__PURE__ */ object(AdminAutomationParamSpecEntries);
