// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationParams } from '../components/admin-automation-params.ts';

export const AdminAutomationActionEntries = { type: v.string(), params: absentIfNull(emptyArrayAsObject(AdminAutomationParams)) };

export const AdminAutomationAction = /* @__PURE__ */ object(AdminAutomationActionEntries);
