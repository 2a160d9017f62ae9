// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProductCategory } from '../components/admin-product-category.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/products/categories. */
export const adminProductCategoriesListResponse = /* @__PURE__ */ defineResponse("adminProductCategoriesList", "GET /api/admin/products/categories", object({ success: v.boolean(), data: v.array(AdminProductCategory) }));
