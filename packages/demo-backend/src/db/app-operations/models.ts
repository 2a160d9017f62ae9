import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, list, text } from '../columns.ts';

/**
 * How the platform runs day to day, beside the system settings: the support desk's rules, the
 * feature switches that are not system settings, what the shop sells and how plans change, and
 * the CSV exports the admins asked for (their progress follows from `created_at` and `duration_ms`).
 */
export const appOperationModels = {
  supportSetting: {
    id: primaryKey(String),
    departments: list,
    default_priority: text,
    auto_close_days: count,
    max_attachments: count,
    max_attachment_mb: count,
    allowed_extensions: list,
    auto_reply_enabled: flag,
    auto_reply_text: nullable<string>(() => null),
    office_hours: nullable<string>(() => null),
    notify_staff: flag,
    notify_email: nullable<string>(() => null),
    updated_at: nullable<string>(() => null),
  },
  featureToggle: {
    id: primaryKey(String),
    community_center: flag,
    tv_schedule: flag,
    status_page: flag,
    plex_tools: flag,
    updated_at: nullable<string>(() => null),
  },
  productSetting: {
    id: primaryKey(String),
    plex_sold: flag,
    plex_default_product_id: nullable<number>(() => null),
    plex_trial_product_id: nullable<number>(() => null),
    emby_sold: flag,
    emby_default_product_id: nullable<number>(() => null),
    emby_trial_product_id: nullable<number>(() => null),
    jellyfin_sold: flag,
    jellyfin_default_product_id: nullable<number>(() => null),
    jellyfin_trial_product_id: nullable<number>(() => null),
    /** position, price_asc, price_desc or name. */
    shop_order: text,
    updated_at: nullable<string>(() => null),
  },
  exportJob: {
    id: primaryKey(Number),
    /** users, servers or invoices. */
    kind: text,
    /** The filters as JSON text, so the row stays flat. */
    filters: text,
    rows: count,
    file_name: text,
    created_at: text,
    /** How long the job takes to run once it has left the queue. */
    duration_ms: count,
    requested_by: nullable<number>(() => null),
    /** Set when the job failed: why. */
    error: nullable<string>(() => null),
  },
};
