// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProductSettings } from '../components/admin-product-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/product-settings. */
export const adminProductSettingsShowResponse = /* @__PURE__ */ defineResponse("adminProductSettingsShow", "GET /api/admin/app-management/product-settings", object({ success: v.boolean(), data: AdminProductSettings }));
