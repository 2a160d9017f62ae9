// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SystemSettings } from '../components/system-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/system/settings. */
export const systemSettingsResponse = /* @__PURE__ */ defineResponse("systemSettings", "GET /api/system/settings", object({ success: v.boolean(), data: SystemSettings }));
