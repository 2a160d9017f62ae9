// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomation } from '../components/admin-automation.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/automations. */
export const adminAutomationCreateResponse = /* @__PURE__ */ defineResponse("adminAutomationCreate", "POST /api/admin/automations", object({ success: v.boolean(), message: v.string(), data: AdminAutomation }));
