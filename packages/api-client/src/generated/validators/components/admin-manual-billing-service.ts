// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const AdminManualBillingServiceEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), server: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType })), product: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), price: v.string(), billing_cycle: ShopBillingCycle, status: v.picklist(["active","suspended","cancelled"]), next_due_date: v.nullable(v.string()) };

export const AdminManualBillingService = /* @__PURE__ */ object(AdminManualBillingServiceEntries);
