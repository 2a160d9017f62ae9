// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SettingsProfile } from '../components/settings-profile.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/settings/profile. */
export const settingsProfileShowResponse = /* @__PURE__ */ defineResponse("settingsProfileShow", "GET /api/customer/settings/profile", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SettingsProfile }));
