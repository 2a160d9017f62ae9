// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerProductBillingCycle } from '../components/reseller-product-billing-cycle.ts';
import { ResellerProductLimits } from '../components/reseller-product-limits.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerProductTypeEntries = { type: ServerType, name: v.string(), description: absentIfNull(v.nullable(v.string())), defaults: object({ price: v.number(), billing_cycle: ResellerProductBillingCycle, limits: ResellerProductLimits }), max: object({ streams: v.pipe(v.number(), v.integer()), storage_gb: v.pipe(v.number(), v.integer()), transcodes: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))) }) };

export const ResellerProductType = /* @__PURE__ */ object(ResellerProductTypeEntries);
