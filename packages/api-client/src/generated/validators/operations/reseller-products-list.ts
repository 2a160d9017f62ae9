// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { ResellerProduct } from '../components/reseller-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/products. */
export const resellerProductsListResponse = /* @__PURE__ */ defineResponse("resellerProductsList", "GET /api/reseller/products", object({ success: v.boolean(), data: v.array(ResellerProduct), meta: PageMeta }));
