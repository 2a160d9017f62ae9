// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingAccount } from '../components/admin-manual-billing-account.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/manual-billing/customer/{user}/payments. */
export const adminManualBillingPaymentCreateResponse = /* @__PURE__ */ defineResponse("adminManualBillingPaymentCreate", "POST /api/admin/manual-billing/customer/{user}/payments", object({ success: v.boolean(), message: v.string(), data: AdminManualBillingAccount }));
