// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProduct } from '../components/admin-product.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/products/{id}. */
export const adminProductShowResponse = /* @__PURE__ */ defineResponse("adminProductShow", "GET /api/admin/products/{id}", object({ success: v.boolean(), data: AdminProduct }));
