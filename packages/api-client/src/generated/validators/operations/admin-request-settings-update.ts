// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestSettings } from '../components/admin-request-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/settings. */
export const adminRequestSettingsUpdateResponse = /* @__PURE__ */ defineResponse("adminRequestSettingsUpdate", "POST /api/admin/requests/settings", object({ success: v.boolean(), message: v.string(), data: AdminRequestSettings }));
