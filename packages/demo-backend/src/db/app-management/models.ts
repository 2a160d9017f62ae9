import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, list, text } from '../columns.ts';

/**
 * The System Settings that are not columns of the platform's settings row: how new servers are
 * deployed, how billing runs, and the trial rules beyond the row's switches. One row each, id
 * `default`.
 */
export const appManagementModels = {
  deploymentSetting: {
    id: primaryKey(String),
    /** `least-servers`, `most-free-space`, `round-robin` or `fixed`. */
    node_selection: text,
    default_node_id: nullable<number>(() => null),
    default_location: nullable<string>(() => null),
    plex_image_tag: text,
    emby_image_tag: text,
    jellyfin_image_tag: text,
    /** `off`, `daily` or `weekly`. */
    backup_schedule: text,
    backup_time: nullable<string>(() => null),
    backup_retention_days: count,
    name_pattern: text,
    updated_at: nullable<string>(() => null),
  },
  billingSetting: {
    id: primaryKey(String),
    currency: text,
    tax_enabled: flag,
    tax_name: nullable<string>(() => null),
    tax_rate: nullable<number>(() => null),
    prices_include_tax: flag,
    invoice_due_days: count,
    grace_period_days: count,
    /** `notify`, `suspend` or `stop`: what happens once the grace period is over. */
    past_due_action: text,
    reminder_days_before_due: count,
    updated_at: nullable<string>(() => null),
  },
  trialSetting: {
    id: primaryKey(String),
    server_types: list,
    /** 0: no limit. */
    max_active_trials: count,
    end_reminder_days: count,
  },
};
