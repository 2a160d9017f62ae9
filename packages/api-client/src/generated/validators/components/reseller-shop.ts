// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerShopItem } from '../components/reseller-shop-item.ts';

export const ResellerShopEntries = { currency: v.string(), can_order: absentIfNull(intAsBoolean(v.boolean())), items: v.array(ResellerShopItem) };

export const ResellerShop = /* @__PURE__ */ object(ResellerShopEntries);
