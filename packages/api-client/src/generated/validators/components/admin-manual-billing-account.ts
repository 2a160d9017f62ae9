// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingAdjustment } from '../components/admin-manual-billing-adjustment.ts';
import { AdminManualBillingInvoice } from '../components/admin-manual-billing-invoice.ts';
import { AdminManualBillingPayment } from '../components/admin-manual-billing-payment.ts';
import { AdminManualBillingPerson } from '../components/admin-manual-billing-person.ts';
import { AdminManualBillingService } from '../components/admin-manual-billing-service.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const AdminManualBillingAccountEntries = { customer: AdminManualBillingPerson, currency: v.string(), balance: v.string(), overdue: v.string(), next_due_date: v.nullable(v.string()), preferred_method: v.optional(v.nullable(v.picklist(["bank-transfer","cash","card","paypal","other"]))), notes: v.optional(v.nullable(v.string())), services: v.array(AdminManualBillingService), open_invoices: v.array(AdminManualBillingInvoice), payments: v.array(AdminManualBillingPayment), adjustments: v.array(AdminManualBillingAdjustment), products: v.array(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), price: v.string(), billing_cycle: ShopBillingCycle })) };

export const AdminManualBillingAccount = /* @__PURE__ */ object(AdminManualBillingAccountEntries);
