// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminProductSettingsChoice } from '../components/admin-product-settings-choice.ts';
import { AdminProductTypeSettings } from '../components/admin-product-type-settings.ts';
import { AdminShopOrder } from '../components/admin-shop-order.ts';

export const AdminProductSettingsEntries = { types: object({ plex: AdminProductTypeSettings, emby: AdminProductTypeSettings, jellyfin: AdminProductTypeSettings }), shop_order: AdminShopOrder, products: absentIfNull(keyedListAsArray(v.array(AdminProductSettingsChoice))), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminProductSettings = /* @__PURE__ */ object(AdminProductSettingsEntries);
