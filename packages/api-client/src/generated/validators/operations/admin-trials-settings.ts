// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { TrialSettings } from '../components/trial-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/trials. */
export const adminTrialsSettingsResponse = /* @__PURE__ */ defineResponse("adminTrialsSettings", "GET /api/admin/app-management/trials", object({ success: v.boolean(), data: TrialSettings }));
