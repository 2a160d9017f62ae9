// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { object } from '../../../validation/shapes.ts';
import { AdminProductTypeSettings } from '../components/admin-product-type-settings.ts';
import { AdminShopOrder } from '../components/admin-shop-order.ts';

export const AdminProductSettingsInputEntries = { types: object({ plex: AdminProductTypeSettings, emby: AdminProductTypeSettings, jellyfin: AdminProductTypeSettings }), shop_order: AdminShopOrder };

export const AdminProductSettingsInput = /* @__PURE__ */ object(AdminProductSettingsInputEntries);
