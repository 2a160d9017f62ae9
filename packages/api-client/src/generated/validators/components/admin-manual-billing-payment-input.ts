// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingPaymentMethod } from '../components/admin-manual-billing-payment-method.ts';

export const AdminManualBillingPaymentInputEntries = { amount: v.string(), method: AdminManualBillingPaymentMethod, date: v.string(), reference: v.optional(v.nullable(v.string())), note: v.optional(v.nullable(v.string())), invoice_ids: v.optional(v.array(v.pipe(v.number(), v.integer()))) };

export const AdminManualBillingPaymentInput = /* @__PURE__ */ object(AdminManualBillingPaymentInputEntries);
