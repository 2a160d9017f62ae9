// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ImageSetting } from '../components/image-setting.ts';
import { MenuData } from '../components/menu-data.ts';

export const SystemSettingsEntries = { logo: ImageSetting, icon: ImageSetting, app_name: v.string(), app_version: v.string(), demo_mode: intAsBoolean(v.boolean()), past_due: intAsBoolean(v.boolean()), whmcs_display_user_invoices: intAsBoolean(v.boolean()), has_reseller_products: intAsBoolean(v.boolean()), request_lounge: intAsBoolean(v.boolean()), ombi_menu_name: v.nullable(v.string()), ombi_url: v.nullable(v.string()), user_invite_keys: intAsBoolean(v.boolean()), user_request_trial: intAsBoolean(v.boolean()), app_initiated: intAsBoolean(v.boolean()), tenant: v.string(), kronos_domain: v.nullable(v.string()), menu: emptyArrayAsObject(MenuData), features: absentIfNull(emptyArrayAsObject(object({ community_center: absentIfNull(intAsBoolean(v.boolean())), tv_schedule: absentIfNull(intAsBoolean(v.boolean())), status_page: absentIfNull(intAsBoolean(v.boolean())), plex_tools: absentIfNull(intAsBoolean(v.boolean())) }))) };

export const SystemSettings = /* @__PURE__ */ object(SystemSettingsEntries);
