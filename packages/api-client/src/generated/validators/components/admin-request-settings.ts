// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminRequestSettingsEntries = { request_lounge: intAsBoolean(v.boolean()), ombi_url: v.optional(v.nullable(v.string())), ombi_menu_name: v.optional(v.nullable(v.string())) };

export const AdminRequestSettings = /* @__PURE__ */ object(AdminRequestSettingsEntries);
