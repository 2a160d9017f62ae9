import type { SystemSettings } from '@portal/api-client';
import { db, type SettingRow } from '#db/database.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { platformFeatures } from './platform-features.ts';

export const SETTINGS_ID = 'system';

export function settings(): SettingRow {
  const row = db.setting.findFirst({ where: { id: { equals: SETTINGS_ID } } });
  if (!row) throw new Error('The system settings have not been seeded.');
  return row;
}

export function updateSettings(data: Partial<Omit<SettingRow, 'id'>>): SettingRow {
  const row = db.setting.update({ where: { id: { equals: SETTINGS_ID } }, data });
  if (!row) throw new Error('The system settings have not been seeded.');
  return row;
}

/** Settings whose change alters what the menus show (the customer menu's lounge or external link, invoices, trials, invites). */
const MENU_FIELDS = ['request_lounge', 'ombi_menu_name', 'ombi_url', 'whmcs_display_user_invoices', 'user_invite_keys', 'user_request_trial'] as const;

/**
 * The admin's change of the settings: saved, then every signed-in user hears of it on the system
 * channel (`rebuild-menu` when the menus change, otherwise `fetch-system-settings`).
 */
export function changeSettings(data: Partial<Omit<SettingRow, 'id'>>): SettingRow {
  const before = settings();
  const row = updateSettings(data);
  const changed = (Object.keys(data) as (keyof typeof data)[]).some((key) => before[key] !== row[key]);
  if (changed) domainEvents.emit('settings-changed', { menu: MENU_FIELDS.some((key) => before[key] !== row[key]) });
  return row;
}

export function toSystemSettings(row: SettingRow = settings()): SystemSettings {
  const links = db.menuLink
    .getAll()
    .sort((a, b) => a.position - b.position)
    .map(({ label, url }) => ({ label, url }));
  return {
    logo: { image: row.logo_data !== null, data: row.logo_data },
    icon: { image: row.icon_data !== null, data: row.icon_data },
    app_name: row.app_name,
    app_version: row.app_version,
    demo_mode: row.demo_mode,
    past_due: row.past_due,
    whmcs_display_user_invoices: row.whmcs_display_user_invoices,
    has_reseller_products: db.product.getAll().some((product) => product.audience === 'reseller'),
    request_lounge: row.request_lounge,
    ombi_menu_name: row.ombi_menu_name,
    ombi_url: row.ombi_url,
    user_invite_keys: row.user_invite_keys,
    user_request_trial: row.user_request_trial,
    app_initiated: row.app_initiated,
    tenant: row.tenant,
    kronos_domain: row.kronos_domain,
    menu: { wiki_url: row.wiki_url, links },
    features: platformFeatures(),
  };
}
