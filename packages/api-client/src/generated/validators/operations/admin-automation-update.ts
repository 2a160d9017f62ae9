// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationDetail } from '../components/admin-automation-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of PUT /api/admin/automations/{id}. */
export const adminAutomationUpdateResponse = /* @__PURE__ */ defineResponse("adminAutomationUpdate", "PUT /api/admin/automations/{id}", object({ success: v.boolean(), message: v.string(), data: AdminAutomationDetail }));
