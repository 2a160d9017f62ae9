// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationEntries } from '../components/admin-automation.ts';
import { AdminAutomationRun } from '../components/admin-automation-run.ts';

export const AdminAutomationDetailEntries = { ...AdminAutomationEntries, runs: absentIfNull(keyedListAsArray(v.array(AdminAutomationRun))) };

export const AdminAutomationDetail = /* @__PURE__ */ object(AdminAutomationDetailEntries);
