// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerProduct } from '../components/reseller-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/products. */
export const resellerProductCreateResponse = /* @__PURE__ */ defineResponse("resellerProductCreate", "POST /api/reseller/products", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerProduct }));
