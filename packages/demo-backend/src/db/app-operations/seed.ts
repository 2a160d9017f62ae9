import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';

/** The support desk's rules, the feature switches, the shop's product settings and a few finished exports. */
export function seedAppOperations(): void {
  db.supportSetting.create({
    id: 'support',
    departments: ['Technical', 'Billing', 'Sales', 'General'],
    default_priority: 'medium',
    auto_close_days: 7,
    max_attachments: 5,
    max_attachment_mb: 5,
    allowed_extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'txt', 'log'],
    auto_reply_enabled: true,
    auto_reply_text:
      'Thanks for getting in touch! We have received your ticket and usually answer within four hours during office hours. If your server is down, please include its name and what you see.',
    office_hours: 'Mon–Fri 08:00–22:00, Sat–Sun 10:00–18:00 (CET)',
    notify_staff: true,
    notify_email: `support@${PLATFORM_DOMAIN}`,
    updated_at: ago({ days: 23, hours: 4 }),
  });
  db.featureToggle.create({
    id: 'platform',
    community_center: true,
    tv_schedule: true,
    status_page: true,
    plex_tools: true,
    updated_at: ago({ days: 41 }),
  });
  db.productSetting.create({
    id: 'products',
    plex_sold: true,
    plex_default_product_id: 1,
    plex_trial_product_id: 1,
    emby_sold: true,
    emby_default_product_id: 3,
    emby_trial_product_id: 3,
    jellyfin_sold: true,
    jellyfin_default_product_id: 4,
    jellyfin_trial_product_id: 4,
    shop_order: 'position',
    updated_at: ago({ days: 64 }),
  });
  const jobs: [kind: string, filters: string, rows: number, daysAgo: number, by: number][] = [
    ['invoices', '{"status":"unpaid"}', 3, 30, 2],
    ['users', '{}', 331, 12, 1],
    ['servers', '{"server_type":"plex"}', 8, 2, 2],
  ];
  jobs.forEach(([kind, filters, rows, daysAgo, by], index) => {
    const created = ago({ days: daysAgo, hours: 3 + index });
    db.exportJob.create({
      id: index + 1,
      kind,
      filters,
      rows,
      file_name: `${kind}-${created.slice(0, 10)}-${index + 1}.csv`,
      created_at: created,
      duration_ms: 4000,
      requested_by: by,
      error: null,
    });
  });
}
