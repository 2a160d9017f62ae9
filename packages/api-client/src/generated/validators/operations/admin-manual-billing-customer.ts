// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingAccount } from '../components/admin-manual-billing-account.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/manual-billing/customer/{user}. */
export const adminManualBillingCustomerResponse = /* @__PURE__ */ defineResponse("adminManualBillingCustomer", "GET /api/admin/manual-billing/customer/{user}", object({ success: v.boolean(), data: AdminManualBillingAccount }));
