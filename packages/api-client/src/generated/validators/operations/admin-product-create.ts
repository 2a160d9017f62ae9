// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProduct } from '../components/admin-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/products. */
export const adminProductCreateResponse = /* @__PURE__ */ defineResponse("adminProductCreate", "POST /api/admin/products", object({ success: v.boolean(), message: v.string(), data: AdminProduct }));
