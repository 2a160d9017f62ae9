// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const AdminProductInputEntries = { name: v.string(), description: v.optional(v.nullable(v.string())), price: v.string(), billing_cycle: ShopBillingCycle, whmcs_product_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), storage_gb: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), max_streams: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), ram_gb: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), trial_available: v.optional(v.boolean()), visible: v.optional(v.boolean()), active: v.optional(v.boolean()) };

export const AdminProductInput = /* @__PURE__ */ object(AdminProductInputEntries);
