// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { SettingsSharedUser } from '../components/settings-shared-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/settings/shared-users. */
export const settingsSharedUsersListResponse = /* @__PURE__ */ defineResponse("settingsSharedUsersList", "GET /api/customer/settings/shared-users", object({ success: v.boolean(), data: v.array(SettingsSharedUser), meta: PageMeta }));
