// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const ResellerShopOrderInputEntries = { product_id: v.pipe(v.number(), v.integer()), billing_cycle: ShopBillingCycle };

export const ResellerShopOrderInput = /* @__PURE__ */ object(ResellerShopOrderInputEntries);
