// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminBillingSettingsEntries = { whmcs_display_user_invoices: intAsBoolean(v.boolean()), currency: v.string(), tax_enabled: intAsBoolean(v.boolean()), tax_name: v.nullable(v.string()), tax_rate: v.nullable(v.number()), prices_include_tax: intAsBoolean(v.boolean()), invoice_due_days: v.pipe(v.number(), v.integer()), grace_period_days: v.pipe(v.number(), v.integer()), past_due_action: v.picklist(["notify","suspend","stop"]), reminder_days_before_due: v.pipe(v.number(), v.integer()), updated_at: v.optional(v.nullable(v.string())) };

export const AdminBillingSettings = /* @__PURE__ */ object(AdminBillingSettingsEntries);
