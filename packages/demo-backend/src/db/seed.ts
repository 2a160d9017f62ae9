import { drop } from '@mswjs/data';
import { ago } from '#lib/clock.ts';
import { db } from './database.ts';
import { PLATFORM_DOMAIN } from './fixtures.ts';
import { seedBilling } from './seed-billing.ts';
import { seedCustomerSettings } from './seed-customer-settings.ts';
import { seedCommunity } from './seed-community.ts';
import { seedMedia } from './seed-media.ts';
import { seedPlexTools } from './seed-plex-tools.ts';
import { seedProcesses } from './seed-processes.ts';
import { seedSetup } from './seed-setup.ts';
import { seedStatus } from './seed-status.ts';
import { seedSupport } from './seed-support.ts';
import { SERVERS, seedServers } from './servers/seed.ts';
import { seedUsers, USERS } from './users/seed.ts';

type NotificationSeed = [title: string, content: string, minutesAgo: number, read: boolean];

function notificationsFor(userId: number): NotificationSeed[] {
  const server = SERVERS.find(([, owner]) => owner === userId);
  const serverId = server?.[0] ?? 0;
  const serverName = server?.[3] ?? 'your server';
  const link = serverId ? `/app/dashboard/${serverId}` : '/app/dashboard';
  const common: NotificationSeed[] = [
    ['Backup finished', `<p>The backup <strong>Nightly – config</strong> of <strong>${serverName}</strong> finished in 2 min 14 s.</p><p><a href="${link}">Open the server</a></p>`, 35, false],
    ['Media server update available', `<p>A new version of your media server is available for <strong>${serverName}</strong>. Updating takes about a minute.</p><p><a href="${link}">Update from the server page</a></p>`, 190, false],
    ['Your request is available', '<p><strong>Nosferatu (1922)</strong> has been added to the library. Enjoy!</p><p><a href="/app/request-lounge/my-requests">See your requests</a></p>', 300, false],
    ['Scheduled maintenance', '<p>fra-02 will be patched this Sunday between 03:00 and 04:00 UTC. Servers on that node restart once.</p><p><a href="/app/status">Follow the status page</a></p>', 60 * 26, true],
    ['Invite accepted', `<p><strong>dev.patel@example.net</strong> accepted your invite to <strong>${serverName}</strong>.</p><p><a href="/app/plex-tools/invites">Manage invites</a></p>`, 60 * 30, true],
    ['Library scan finished', `<p>The scan of <em>Movies</em> on <strong>${serverName}</strong> found 12 new titles.</p><p><a href="${link}">Open the server</a></p>`, 60 * 49, true],
    ['New in the request lounge', '<p>4K titles now have their own lists in the request lounge.</p><p><a href="/app/request-lounge/movies-4k">Browse 4K movies</a></p>', 60 * 24 * 3, true],
    ['Server restarted', `<p><strong>${serverName}</strong> was restarted after an automatic update and is back online.</p><p><a href="${link}">Open the server</a></p>`, 60 * 24 * 4, false],
    ['Ticket answered', '<p>Our support team answered your ticket <strong>#1047</strong>.</p><p><a href="/app/support/tickets">Read the answer</a></p>', 60 * 24 * 5, true],
    ['Password changed', '<p>The password of your account was changed. If this was not you, <a href="/app/password/create">reset it now</a>.</p>', 60 * 24 * 8, true],
    ['Weekly summary', '<p>Your libraries were streamed for <strong>31 hours</strong> this week by 4 people.</p><p><a href="/app/dashboard">See your dashboard</a></p>', 60 * 24 * 9, true],
    ['Backup finished', `<p>The backup <strong>Weekly – full</strong> of <strong>${serverName}</strong> finished in 11 min 52 s.</p><p><a href="${link}">Open the server</a></p>`, 60 * 24 * 14, true],
    ['CDN available', '<p>You can now put a CDN in front of your media server from the settings.</p><p><a href="/app/settings/cdn-host">Set up a CDN</a></p>', 60 * 24 * 20, true],
    ['Welcome to MediaDock', '<p>Your account is ready. Start with the dashboard, or invite your friends.</p><p><a href="/app/dashboard">Go to the dashboard</a></p>', 60 * 24 * 40, true],
  ];
  if (userId === 3) return common;
  if (userId === 1 || userId === 2) {
    return [
      ['New trial request', '<p><strong>Mia Schneider</strong> asked for a Plex trial.</p><p><a href="/app/admin/requested-trials">Review trial requests</a></p>', 12, false],
      ['Node offline', '<p><strong>nyc-01</strong> stopped answering health checks.</p><p><a href="/app/admin/nodes/4">Open the node</a></p>', 58, false],
      ['New support ticket', '<p>Jordan Lee opened <strong>Plex buffers on 4K remuxes since yesterday</strong>.</p><p><a href="/app/admin/support">Open support</a></p>', 40, false],
      ['Deployment finished', '<p><strong>Johansson Plex</strong> was deployed on lon-r1.</p><p><a href="/app/admin/nodes/6">Open the node</a></p>', 60 * 24 * 8, true],
      ['Invoice overdue', '<p>The invoice of <strong>Becker Holiday Films</strong> is 14 days overdue; the server was suspended.</p><p><a href="/app/admin/users/6">Open the customer</a></p>', 60 * 24 * 2, true],
    ];
  }
  return [common[0], common[1], common[3], common[13]].filter((entry): entry is NotificationSeed => entry !== undefined);
}

function seedNotifications(): void {
  let id = 0;
  for (const user of USERS) {
    for (const [title, content, minutesAgo, read] of notificationsFor(user.id)) {
      id += 1;
      const createdAt = ago({ minutes: minutesAgo });
      db.notification.create({ id, user_id: user.id, title, content, read_at: read ? ago({ minutes: Math.max(1, minutesAgo - 5) }) : null, created_at: createdAt });
    }
  }
}

function seedAnnouncements(): void {
  db.announcement.create({
    id: 1,
    header: 'The request lounge has 4K lists',
    content: '<p>Movies and shows in 4K now have their own lists in the request lounge, so you only request what your plan can play.</p><p><a href="/app/request-lounge/movies-4k">Browse 4K movies</a></p>',
    size: 'md',
    active: true,
    created_at: ago({ days: 21 }),
  });
  db.announcement.create({
    id: 2,
    header: 'Maintenance on fra-02 this Sunday',
    content: '<p>We are patching <strong>fra-02</strong> on Sunday between 03:00 and 04:00 UTC. Servers on that node restart once and are back within five minutes.</p><p>Follow along on the <a href="/app/status">status page</a>.</p>',
    size: 'lg',
    active: true,
    created_at: ago({ days: 2 }),
  });
  // The announcement modal covers the screen, so every account but two has read both: Hannah
  // Becker still has the newest to read, Amara Nwosu both.
  const unread: [announcementId: number, userId: number][] = [[2, 6], [1, 17], [2, 17]];
  const reads = [1, 2].flatMap((announcementId) =>
    USERS.filter((user) => !unread.some(([id, userId]) => id === announcementId && userId === user.id)).map((user): [number, number] => [announcementId, user.id]),
  );
  reads.forEach(([announcementId, userId], index) => {
    db.announcementRead.create({ id: index + 1, announcement_id: announcementId, user_id: userId, created_at: ago({ days: announcementId === 1 ? 20 : 1 }) });
  });
}

function seedTickets(): void {
  const tickets: [userId: number, subject: string, department: string, status: string, minutesAgo: number][] = [
    [3, 'Plex buffers on 4K remuxes since yesterday', 'Technical', 'open', 40],
    [6, 'Becker Archive shows an error after the node outage', 'Technical', 'open', 120],
    [14, 'How do I share my library with my family?', 'General', 'open', 60 * 22],
    [4, 'Emby Connect invite does not arrive', 'Technical', 'closed', 60 * 24 * 6],
    [7, 'Invoice paid twice in March', 'Billing', 'closed', 60 * 24 * 12],
    [5, 'Could you add an anime library type?', 'General', 'closed', 60 * 24 * 20],
    [12, 'Can my trial be extended by a week?', 'Sales', 'closed', 60 * 24 * 2],
  ];
  tickets.forEach(([userId, subject, department, status, minutesAgo], index) => {
    db.ticket.create({ id: 1045 + index, user_id: userId, subject, department, status, created_at: ago({ minutes: minutesAgo }), updated_at: ago({ minutes: Math.max(1, minutesAgo - 30) }) });
  });
}

function seedProducts(): void {
  const products: [name: string, description: string, type: string | null, price: string, cycle: string, audience: string, trial: boolean][] = [
    ['Plex Starter', 'Plex Media Server with 2 TB of storage and 2 simultaneous transcodes.', 'plex', '9.00', 'monthly', 'customer', true],
    ['Plex Pro 4K', 'Plex with 8 TB, hardware transcoding and 4K libraries.', 'plex', '19.00', 'monthly', 'customer', false],
    ['Emby Standard', 'Emby Server with 2 TB of storage and Emby Connect.', 'emby', '8.00', 'monthly', 'customer', true],
    ['Jellyfin Standard', 'Jellyfin with 2 TB of storage, no licence fees.', 'jellyfin', '7.00', 'monthly', 'customer', true],
    ['Jellyfin Family', 'Jellyfin with 6 TB of storage and up to 10 users.', 'jellyfin', '18.00', 'quarterly', 'customer', false],
    ['Plex Annual', 'Plex Starter paid yearly: two months free.', 'plex', '90.00', 'annually', 'customer', false],
    ['Reseller Node S', 'A dedicated node for up to 15 customer servers, managed by us.', null, '79.00', 'monthly', 'reseller', false],
    ['Reseller Node L', 'A dedicated node for up to 40 customer servers, managed by us.', null, '149.00', 'monthly', 'reseller', false],
  ];
  products.forEach(([name, description, type, price, cycle, audience, trial], index) => {
    const id = index + 1;
    db.product.create({
      id,
      name,
      description,
      server_type: type,
      price,
      currency: 'EUR',
      billing_cycle: cycle,
      order_url: `https://billing.${PLATFORM_DOMAIN}/cart.php?a=add&pid=${100 + id}`,
      audience,
      trial_available: trial,
    });
  });
}

function seedSettings(): void {
  db.setting.create({
    id: 'system',
    app_name: 'MediaDock',
    app_version: '3.14.2',
    logo_data: null,
    icon_data: null,
    demo_mode: true,
    past_due: false,
    whmcs_display_user_invoices: true,
    request_lounge: true,
    ombi_menu_name: null,
    ombi_url: null,
    user_invite_keys: true,
    user_request_trial: true,
    app_initiated: true,
    tenant: 'demo',
    kronos_domain: `kronos.${PLATFORM_DOMAIN}`,
    wiki_url: `https://wiki.${PLATFORM_DOMAIN}`,
    api_domain: `api.${PLATFORM_DOMAIN}`,
    trial_duration_days: 7,
    trial_auto_approve: false,
  });
  const links: [string, string][] = [
    ['Status page', `https://status.${PLATFORM_DOMAIN}`],
    ['Community', `https://community.${PLATFORM_DOMAIN}`],
    ['Guides', `https://wiki.${PLATFORM_DOMAIN}/guides`],
  ];
  links.forEach(([label, url], index) => db.menuLink.create({ id: index + 1, label, url, position: index }));

  const variables: [string, string][] = [
    ['PUID', '1000'],
    ['PGID', '1000'],
    ['TZ', 'Etc/UTC'],
    ['UMASK', '022'],
    ['DOCKER_NETWORK', 'mediadock'],
    ['RCLONE_VFS_CACHE_MAX_SIZE', '200G'],
    ['TRANSCODE_DIR', '/transcode'],
  ];
  for (const [key, value] of variables) db.dockerVariable.create({ key, value });

  const clients: [string, string][] = [
    ['WHMCS production', 'client'],
    ['Status page', 'client'],
    ['Okafor Media panel', 'reseller-panel'],
    ['Nowak Hosting panel', 'reseller-panel'],
  ];
  clients.forEach(([name, kind], index) => db.apiClient.create({ id: index + 1, name, kind }));

  const guilds: [string, string, [string, string][], [string, string][]][] = [
    ['1187020214587631616', 'MediaDock Community', [['1187020214587631620', 'Customer'], ['1187020214587631621', 'Trial'], ['1187020214587631622', 'Moderator'], ['1187020214587631623', 'Admin']], [['1187020214587631630', 'announcements'], ['1187020214587631631', 'support'], ['1187020214587631632', 'status'], ['1187020214587631633', 'requests']]],
    ['1203348857194135552', 'MediaDock Staff', [['1203348857194135560', 'Staff'], ['1203348857194135561', 'On call']], [['1203348857194135570', 'alerts'], ['1203348857194135571', 'deployments']]],
  ];
  for (const [guildId, name, roles, channels] of guilds) {
    db.chatGuild.create({ id: guildId, name });
    for (const [id, roleName] of roles) db.chatEntry.create({ id, guild_id: guildId, kind: 'role', name: roleName });
    for (const [id, channelName] of channels) db.chatEntry.create({ id, guild_id: guildId, kind: 'channel', name: channelName });
  }
}

function seedLounge(): void {
  const requests: [userId: number, mediaId: number, status: string, daysAgo: number][] = [
    [3, 15, 'pending', 1],
    [3, 14, 'approved', 3],
    [3, 2, 'available', 12],
    [3, 18, 'declined', 20],
    [3, 33, 'pending', 2],
    [4, 23, 'pending', 4],
    [6, 24, 'approved', 6],
  ];
  requests.forEach(([userId, mediaId, status, daysAgo], index) => {
    db.mediaRequest.create({ id: index + 1, user_id: userId, media_id: mediaId, status, created_at: ago({ days: daysAgo }) });
  });
  const subscriptions: [userId: number, mediaId: number][] = [[3, 36], [3, 32], [3, 23], [6, 31]];
  subscriptions.forEach(([userId, mediaId], index) => {
    db.subscription.create({ id: index + 1, user_id: userId, media_id: mediaId, created_at: ago({ days: 7 + index }) });
  });
}

let seeded = false;

/** Drops every table and fills it with the demo platform again; timestamps count back from now. */
export function seed(): void {
  drop(db);
  seedUsers();
  seedServers();
  seedNotifications();
  seedAnnouncements();
  seedProcesses();
  seedTickets();
  seedSupport();
  seedStatus();
  seedProducts();
  seedSettings();
  seedSetup();
  seedMedia();
  seedLounge();
  seedCustomerSettings();
  seedBilling();
  seedPlexTools();
  seedCommunity();
  seeded = true;
}

/** Seeds once, the first time the data is needed. */
export function ensureSeeded(): void {
  if (!seeded) seed();
}

export function markSeeded(): void {
  seeded = true;
}
