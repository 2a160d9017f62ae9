import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * The platform's own settings (one row, id `system`), the links of its menu, and what the admin
 * sets up for the integrations: Docker variables, API clients and the chat servers' roles and
 * channels.
 */
export const systemSettingModels = {
  setting: {
    id: primaryKey(String),
    app_name: text,
    app_version: text,
    logo_data: nullable<string>(() => null),
    icon_data: nullable<string>(() => null),
    demo_mode: flag,
    past_due: flag,
    whmcs_display_user_invoices: flag,
    request_lounge: flag,
    ombi_menu_name: nullable<string>(() => null),
    ombi_url: nullable<string>(() => null),
    user_invite_keys: flag,
    user_request_trial: flag,
    app_initiated: flag,
    tenant: text,
    kronos_domain: nullable<string>(() => null),
    wiki_url: nullable<string>(() => null),
    api_domain: nullable<string>(() => null),
    trial_duration_days: count,
    trial_auto_approve: flag,
  },
  menuLink: {
    id: primaryKey(Number),
    label: text,
    url: text,
    position: count,
  },
  dockerVariable: {
    key: primaryKey(String),
    value: text,
  },
  apiClient: {
    id: primaryKey(Number),
    name: text,
    kind: text,
  },
  chatGuild: {
    id: primaryKey(String),
    name: text,
  },
  chatEntry: {
    id: primaryKey(String),
    guild_id: text,
    kind: text,
    name: text,
  },
};
