// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerProduct } from '../components/reseller-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/products/{id}. */
export const resellerProductShowResponse = /* @__PURE__ */ defineResponse("resellerProductShow", "GET /api/reseller/products/{id}", object({ success: v.boolean(), data: ResellerProduct }));
