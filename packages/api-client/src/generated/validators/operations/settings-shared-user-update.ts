// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsSharedUser } from '../components/settings-shared-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/settings/shared-users/{id}. */
export const settingsSharedUserUpdateResponse = /* @__PURE__ */ defineResponse("settingsSharedUserUpdate", "POST /api/customer/settings/shared-users/{id}", object({ success: v.boolean(), message: v.string(), data: SettingsSharedUser }));
