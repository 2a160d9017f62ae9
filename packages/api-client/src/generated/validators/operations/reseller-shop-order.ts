// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerShopOrder } from '../components/reseller-shop-order.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/shop/order. */
export const resellerShopOrderResponse = /* @__PURE__ */ defineResponse("resellerShopOrder", "POST /api/reseller/shop/order", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerShopOrder }));
