// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestSettings } from '../components/admin-request-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/settings. */
export const adminRequestSettingsShowResponse = /* @__PURE__ */ defineResponse("adminRequestSettingsShow", "GET /api/admin/requests/settings", object({ success: v.boolean(), data: AdminRequestSettings }));
