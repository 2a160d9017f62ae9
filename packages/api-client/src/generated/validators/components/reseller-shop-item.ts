// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerShopItemKind } from '../components/reseller-shop-item-kind.ts';
import { ShopPrice } from '../components/shop-price.ts';

export const ResellerShopItemEntries = { id: v.pipe(v.number(), v.integer()), kind: ResellerShopItemKind, name: v.string(), description: absentIfNull(v.nullable(v.string())), cpu_cores: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), ram_gb: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), disk_gb: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), server_slots: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), location: absentIfNull(v.nullable(v.string())), prices: v.array(ShopPrice), recommended: absentIfNull(v.boolean()) };

export const ResellerShopItem = /* @__PURE__ */ object(ResellerShopItemEntries);
