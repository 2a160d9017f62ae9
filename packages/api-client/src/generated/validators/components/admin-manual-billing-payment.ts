// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingPaymentMethod } from '../components/admin-manual-billing-payment-method.ts';

export const AdminManualBillingPaymentEntries = { id: v.pipe(v.number(), v.integer()), amount: v.string(), currency: v.string(), method: AdminManualBillingPaymentMethod, date: v.string(), reference: v.nullable(v.string()), note: v.nullable(v.string()), applied: v.array(object({ invoice_id: v.pipe(v.number(), v.integer()), number: v.string(), amount: v.string() })), unapplied: v.string(), recorded_by: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), created_at: v.string() };

export const AdminManualBillingPayment = /* @__PURE__ */ object(AdminManualBillingPaymentEntries);
