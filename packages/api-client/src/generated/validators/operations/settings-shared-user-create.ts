// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsSharedUser } from '../components/settings-shared-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/settings/shared-users. */
export const settingsSharedUserCreateResponse = /* @__PURE__ */ defineResponse("settingsSharedUserCreate", "POST /api/customer/settings/shared-users", object({ success: v.boolean(), message: v.string(), data: SettingsSharedUser }));
