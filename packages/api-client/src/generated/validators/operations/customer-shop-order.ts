// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopOrder } from '../components/shop-order.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/shop/order. */
export const customerShopOrderResponse = /* @__PURE__ */ defineResponse("customerShopOrder", "POST /api/customer/shop/order", object({ success: v.boolean(), message: v.string(), data: ShopOrder }));
