// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProduct } from '../components/admin-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/products. */
export const adminProductsListResponse = /* @__PURE__ */ defineResponse("adminProductsList", "GET /api/admin/products", object({ success: v.boolean(), data: v.array(AdminProduct) }));
