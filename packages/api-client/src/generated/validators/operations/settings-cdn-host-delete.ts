// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SettingsCdnHostState } from '../components/settings-cdn-host-state.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/customer/settings/cdn-host. */
export const settingsCdnHostDeleteResponse = /* @__PURE__ */ defineResponse("settingsCdnHostDelete", "DELETE /api/customer/settings/cdn-host", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SettingsCdnHostState }));
