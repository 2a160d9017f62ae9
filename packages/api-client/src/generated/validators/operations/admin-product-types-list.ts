// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProductCategory } from '../components/admin-product-category.ts';
import { AdminProductType } from '../components/admin-product-type.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/products/categories/{category}/types. */
export const adminProductTypesListResponse = /* @__PURE__ */ defineResponse("adminProductTypesList", "GET /api/admin/products/categories/{category}/types", object({ success: v.boolean(), data: object({ category: AdminProductCategory, types: v.array(AdminProductType) }) }));
