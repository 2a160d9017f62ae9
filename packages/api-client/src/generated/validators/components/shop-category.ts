// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ShopProduct } from '../components/shop-product.ts';

export const ShopCategoryEntries = { key: v.string(), name: v.string(), description: v.nullable(v.string()), products: v.array(ShopProduct) };

export const ShopCategory = /* @__PURE__ */ object(ShopCategoryEntries);
