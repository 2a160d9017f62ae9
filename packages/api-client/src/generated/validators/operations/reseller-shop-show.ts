// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerShop } from '../components/reseller-shop.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/shop. */
export const resellerShopShowResponse = /* @__PURE__ */ defineResponse("resellerShopShow", "GET /api/reseller/shop", object({ success: v.boolean(), data: ResellerShop }));
