// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Product } from '../components/product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/accept-invite/{key}/products. */
export const acceptInviteProductsResponse = /* @__PURE__ */ defineResponse("acceptInviteProducts", "GET /api/accept-invite/{key}/products", object({ success: v.boolean(), data: v.array(Product) }));
