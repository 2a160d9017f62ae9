// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsRemoteProduct } from '../components/reseller-whmcs-remote-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/whmcs-products. */
export const resellerWhmcsRemoteProductsListResponse = /* @__PURE__ */ defineResponse("resellerWhmcsRemoteProductsList", "GET /api/reseller/whmcs/whmcs-products", object({ success: v.boolean(), data: v.array(ResellerWhmcsRemoteProduct) }));
