// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationOperator } from '../components/admin-automation-operator.ts';
import { AdminAutomationValue } from '../components/admin-automation-value.ts';

export const AdminAutomationConditionEntries = { field: v.string(), operator: AdminAutomationOperator, value: AdminAutomationValue };

export const AdminAutomationCondition = /* @__PURE__ */ object(AdminAutomationConditionEntries);
