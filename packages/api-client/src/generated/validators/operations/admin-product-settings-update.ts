// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProductSettings } from '../components/admin-product-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/product-settings. */
export const adminProductSettingsUpdateResponse = /* @__PURE__ */ defineResponse("adminProductSettingsUpdate", "POST /api/admin/app-management/product-settings", object({ success: v.boolean(), message: v.string(), data: AdminProductSettings }));
