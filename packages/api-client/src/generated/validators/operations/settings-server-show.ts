// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SettingsServerPreferences } from '../components/settings-server-preferences.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/settings/servers/{id}. */
export const settingsServerShowResponse = /* @__PURE__ */ defineResponse("settingsServerShow", "GET /api/customer/settings/servers/{id}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SettingsServerPreferences }));
