// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopCategory } from '../components/shop-category.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/shop/products. */
export const customerShopProductsResponse = /* @__PURE__ */ defineResponse("customerShopProducts", "GET /api/customer/shop/products", object({ success: v.boolean(), data: v.array(ShopCategory) }));
