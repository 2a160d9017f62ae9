// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SettingsProfile } from '../components/settings-profile.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/settings/notifications. */
export const settingsNotificationsUpdateResponse = /* @__PURE__ */ defineResponse("settingsNotificationsUpdate", "POST /api/customer/settings/notifications", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SettingsProfile }));
