// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingPerson } from '../components/admin-manual-billing-person.ts';

export const AdminManualBillingCustomerEntries = { user: AdminManualBillingPerson, currency: v.string(), balance: v.string(), overdue: v.string(), open_invoices: v.pipe(v.number(), v.integer()), next_due_date: v.nullable(v.string()) };

export const AdminManualBillingCustomer = /* @__PURE__ */ object(AdminManualBillingCustomerEntries);
