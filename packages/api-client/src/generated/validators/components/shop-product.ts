// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ProductEntries } from '../components/product.ts';
import { ShopPrice } from '../components/shop-price.ts';

export const ShopProductEntries = { ...ProductEntries, currency: v.string(), features: v.array(v.string()), prices: v.array(ShopPrice), recommended: absentIfNull(v.boolean()) };

export const ShopProduct = /* @__PURE__ */ object(ShopProductEntries);
