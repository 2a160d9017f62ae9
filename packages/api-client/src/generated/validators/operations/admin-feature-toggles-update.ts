// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminFeatureToggles } from '../components/admin-feature-toggles.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/feature-toggles. */
export const adminFeatureTogglesUpdateResponse = /* @__PURE__ */ defineResponse("adminFeatureTogglesUpdate", "POST /api/admin/app-management/feature-toggles", object({ success: v.boolean(), message: v.string(), data: AdminFeatureToggles }));
