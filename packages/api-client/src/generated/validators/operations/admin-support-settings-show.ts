// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminSupportSettings } from '../components/admin-support-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/support-settings. */
export const adminSupportSettingsShowResponse = /* @__PURE__ */ defineResponse("adminSupportSettingsShow", "GET /api/admin/app-management/support-settings", object({ success: v.boolean(), data: AdminSupportSettings }));
