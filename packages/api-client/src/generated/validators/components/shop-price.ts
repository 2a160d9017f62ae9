// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const ShopPriceEntries = { billing_cycle: ShopBillingCycle, price: v.string() };

export const ShopPrice = /* @__PURE__ */ object(ShopPriceEntries);
