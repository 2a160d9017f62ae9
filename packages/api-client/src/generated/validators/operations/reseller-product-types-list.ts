// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerProductNode } from '../components/reseller-product-node.ts';
import { ResellerProductType } from '../components/reseller-product-type.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/products/types. */
export const resellerProductTypesListResponse = /* @__PURE__ */ defineResponse("resellerProductTypesList", "GET /api/reseller/products/types", object({ success: v.boolean(), data: object({ types: v.array(ResellerProductType), nodes: v.array(ResellerProductNode), currency: absentIfNull(v.string()) }) }));
