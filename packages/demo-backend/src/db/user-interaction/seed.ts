import { ago, later } from '#lib/clock.ts';
import { db } from '../database.ts';

/**
 * Alerts and popups of the last months. The live ones aim at customers the demo accounts are not
 * (a node's customers, chosen users), so no test account meets a banner or a dialog it does not
 * expect; those for everybody are over, switched off or still to come.
 */
export function seedUserInteraction(): void {
  const alerts = [
    { text: 'Scheduled maintenance on fsn-01 on Sunday between 03:00 and 04:00 UTC: servers on this node restart once.', level: 'warning', link_url: '/app/status', link_text: 'Status page', dismissible: true, audience: 'node', node_id: 8, starts_at: ago({ days: 2 }), ends_at: later({ days: 4 }), active: true },
    { text: 'Your trial ends soon: upgrade to keep your server and its libraries.', level: 'info', link_url: '/app/shop', link_text: 'See the plans', dismissible: false, audience: 'users', user_ids: [105, 114, 123], starts_at: ago({ days: 1 }), ends_at: later({ days: 6 }), active: true },
    { text: 'Emby 4.9 is available: restart your server from its page to update.', level: 'success', link_url: null, link_text: null, dismissible: true, audience: 'server-type', server_type: 'emby', starts_at: later({ days: 3 }), ends_at: later({ days: 17 }), active: true },
    { text: 'Plex streaming is degraded in Europe while the CDN provider investigates.', level: 'danger', link_url: '/app/status', link_text: 'Status page', dismissible: false, audience: 'server-type', server_type: 'plex', starts_at: ago({ days: 40 }), ends_at: ago({ days: 39 }), active: true },
    { text: 'New: request lounge rules now show your weekly quota.', level: 'info', link_url: '/app/request-lounge', link_text: 'Open the lounge', dismissible: true, audience: 'everybody', starts_at: ago({ days: 75 }), ends_at: ago({ days: 60 }), active: true },
    { text: 'Black Friday: 30% off every yearly plan until Monday.', level: 'success', link_url: '/app/shop', link_text: 'Shop', dismissible: true, audience: 'everybody', starts_at: null, ends_at: null, active: false },
  ];
  alerts.forEach((alert, index) => {
    db.customerAlert.create({ id: index + 1, server_type: null, node_id: null, user_ids: [], dismissed_by: [], created_at: ago({ days: 80 - index * 12 }), ...alert });
  });

  const popups = [
    { title: 'Welcome to your new dashboard', body: '<p>Your servers, backups and invites now live on <strong>one page</strong>. Tell us what you think through <a href="/app/support">support</a>.</p>', type: 'info', confirm_read: false, audience: 'users', user_ids: [101, 102, 103], starts_at: ago({ days: 3 }), ends_at: later({ days: 11 }), active: true },
    { title: 'Change to the terms of service', body: '<p>From the 1st of next month, shared storage above 8 TB is billed per TB. Read the <a href="https://mediadock.test/terms">new terms</a>.</p>', type: 'warning', confirm_read: true, audience: 'everybody', starts_at: ago({ days: 50 }), ends_at: ago({ days: 20 }), active: true },
    { title: 'Resellers: new wholesale prices', body: '<p>Wholesale prices for Jellyfin servers go down by 10% next week.</p>', type: 'success', confirm_read: false, audience: 'resellers', starts_at: later({ days: 5 }), ends_at: later({ days: 30 }), active: true },
  ];
  popups.forEach((popup, index) => {
    db.customerPopup.create({ id: index + 1, server_type: null, node_id: null, seen_by: [], created_at: ago({ days: 55 - index * 20 }), user_ids: [], ...popup });
  });

  const blocks = [
    { name: 'Community guidelines', page: 'community-center', html: '<p>Be kind, share what you watch and <strong>no spoilers</strong> in titles.</p>', active: true },
    { name: 'Support hours', page: 'support', html: '<p>Our team answers tickets every day from 08:00 to 22:00 UTC.</p>', active: false },
    { name: 'Yearly plans', page: 'shop', html: '<p>Pay yearly and get <strong>two months free</strong> on every plan.</p>', active: false },
  ];
  blocks.forEach((block, index) => {
    db.contentBlock.create({ id: index + 1, updated_at: ago({ days: 30 - index * 7 }), ...block });
  });
}
