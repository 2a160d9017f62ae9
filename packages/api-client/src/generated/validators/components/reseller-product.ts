// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerProductBillingCycle } from '../components/reseller-product-billing-cycle.ts';
import { ResellerProductLimits } from '../components/reseller-product-limits.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerProductEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, node_id: v.pipe(v.number(), v.integer()), node_name: absentIfNull(v.nullable(v.string())), price: v.number(), currency: absentIfNull(v.string()), billing_cycle: ResellerProductBillingCycle, limits: ResellerProductLimits, description: absentIfNull(v.nullable(v.string())), active: intAsBoolean(v.boolean()), servers_count: absentIfNull(v.pipe(v.number(), v.integer())), whmcs_product_id: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), created_at: v.string() };

export const ResellerProduct = /* @__PURE__ */ object(ResellerProductEntries);
