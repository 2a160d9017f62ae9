// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { TrialSettings } from '../components/trial-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/trials/update. */
export const adminTrialsSettingsUpdateResponse = /* @__PURE__ */ defineResponse("adminTrialsSettingsUpdate", "POST /api/admin/app-management/trials/update", object({ success: v.boolean(), message: v.string(), data: TrialSettings }));
