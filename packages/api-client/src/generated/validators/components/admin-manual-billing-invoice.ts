// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminManualBillingInvoiceEntries = { id: v.pipe(v.number(), v.integer()), number: v.string(), status: v.picklist(["unpaid","overdue"]), date: v.string(), due_date: v.string(), total: v.string(), amount_due: v.string(), currency: v.string(), description: v.optional(v.nullable(v.string())) };

export const AdminManualBillingInvoice = /* @__PURE__ */ object(AdminManualBillingInvoiceEntries);
