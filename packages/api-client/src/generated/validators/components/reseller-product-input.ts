// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerProductBillingCycle } from '../components/reseller-product-billing-cycle.ts';
import { ResellerProductLimits } from '../components/reseller-product-limits.ts';

export const ResellerProductInputEntries = { name: v.string(), node_id: v.pipe(v.number(), v.integer()), price: v.number(), billing_cycle: ResellerProductBillingCycle, limits: ResellerProductLimits, description: v.optional(v.nullable(v.string())), active: v.optional(v.boolean()) };

export const ResellerProductInput = /* @__PURE__ */ object(ResellerProductInputEntries);
