import { ago } from '#lib/clock.ts';
import { VAT_RATE } from '#model/billing.ts';
import { db } from '../database.ts';

export const APP_SETTINGS_ID = 'default';

/** The platform's deployment, billing and trial rules as a running service would have them. */
export function seedAppManagement(): void {
  db.deploymentSetting.create({
    id: APP_SETTINGS_ID,
    node_selection: 'least-servers',
    default_node_id: null,
    default_location: null,
    plex_image_tag: 'latest',
    emby_image_tag: '4.8.10',
    jellyfin_image_tag: '10.10.3',
    backup_schedule: 'daily',
    backup_time: '03:30',
    backup_retention_days: 14,
    name_pattern: '{type}-{username}',
    updated_at: ago({ days: 41, hours: 3 }),
  });
  db.billingSetting.create({
    id: APP_SETTINGS_ID,
    // As the shop sells: euro prices with VAT added.
    currency: 'EUR',
    tax_enabled: true,
    tax_name: 'VAT',
    tax_rate: VAT_RATE,
    prices_include_tax: false,
    invoice_due_days: 7,
    grace_period_days: 3,
    past_due_action: 'suspend',
    reminder_days_before_due: 3,
    updated_at: ago({ days: 96, hours: 7 }),
  });
  db.trialSetting.create({ id: APP_SETTINGS_ID, server_types: ['plex', 'emby', 'jellyfin'], max_active_trials: 50, end_reminder_days: 2 });
}
