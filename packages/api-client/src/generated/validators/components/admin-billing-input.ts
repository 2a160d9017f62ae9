// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminBillingInputEntries = { whmcs_display_user_invoices: v.boolean(), currency: v.picklist(["USD","EUR","GBP","CAD","AUD"]), tax_enabled: v.boolean(), tax_name: v.optional(v.nullable(v.string())), tax_rate: v.optional(v.nullable(v.number())), prices_include_tax: v.optional(v.boolean()), invoice_due_days: v.pipe(v.number(), v.integer()), grace_period_days: v.pipe(v.number(), v.integer()), past_due_action: v.picklist(["notify","suspend","stop"]), reminder_days_before_due: v.pipe(v.number(), v.integer()) };

export const AdminBillingInput = /* @__PURE__ */ object(AdminBillingInputEntries);
