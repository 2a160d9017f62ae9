// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminBillingSettings } from '../components/admin-billing-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/billing. */
export const adminAppBillingUpdateResponse = /* @__PURE__ */ defineResponse("adminAppBillingUpdate", "POST /api/admin/app-management/billing", object({ success: v.boolean(), message: v.string(), data: AdminBillingSettings }));
