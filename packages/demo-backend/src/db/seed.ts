import { drop } from '@mswjs/data';
import { ago, later } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { db } from './database.ts';
import { seedBilling } from './seed-billing.ts';
import { seedCustomerSettings } from './seed-customer-settings.ts';
import { seedCommunity } from './seed-community.ts';
import { seedMedia } from './seed-media.ts';
import { seedPlexTools } from './seed-plex-tools.ts';
import { seedProcesses } from './seed-processes.ts';
import { seedSetup } from './seed-setup.ts';
import { seedStatus } from './seed-status.ts';
import { seedSupport } from './seed-support.ts';
import { seedUsers, USERS } from './users/seed.ts';

const DOMAIN = 'mediadock.test';

type NodeSeed = [id: number, alias: string, location: string, online: boolean, monitor: [status: string, ratio: number] | null, resellerId: number | null, daysAgo: number];

const NODES: NodeSeed[] = [
  [1, 'fra-01', 'Frankfurt, DE', true, ['up', 99.98], null, 1500],
  [2, 'fra-02', 'Frankfurt, DE', true, ['up', 99.91], null, 1210],
  [3, 'ams-01', 'Amsterdam, NL', true, ['paused', 99.52], null, 880],
  [4, 'nyc-01', 'New York, US', false, ['down', 97.18], null, 640],
  [5, 'sgp-01', 'Singapore, SG', true, null, null, 300],
  [6, 'lon-r1', 'London, GB', true, ['up', 99.99], 8, 820],
  [7, 'waw-r1', 'Warsaw, PL', true, null, null, 230],
];

function seedNodes(): void {
  for (const [id, alias, location, online, monitor, resellerId, daysAgo] of NODES) {
    db.node.create({
      id,
      alias,
      host: `${alias}.nodes.${DOMAIN}`,
      location,
      online,
      reseller_id: resellerId,
      monitor_id: monitor ? 793_100 + id : null,
      monitor_status: monitor?.[0] ?? null,
      monitor_uptime_ratio: monitor?.[1] ?? null,
      rebooting_until: null,
      created_at: ago({ days: daysAgo }),
    });
  }
}

type ServerSeed = [id: number, userId: number, type: 'plex' | 'emby' | 'jellyfin', name: string, slug: string, status: string, nodeId: number, plan: string, daysAgo: number];

const SERVERS: ServerSeed[] = [
  [1, 3, 'plex', 'Jordan’s Plex', 'jordan-lee', 'running', 1, 'Plex Starter', 410],
  [2, 4, 'emby', 'Shah Family Emby', 'priya-shah', 'running', 2, 'Emby Standard', 385],
  [3, 5, 'jellyfin', 'Mateo’s Jellyfin', 'mateo-garcia', 'running', 3, 'Jellyfin Standard', 300],
  [4, 6, 'plex', 'Becker Cinema 4K', 'hannah-becker', 'running', 1, 'Plex Pro 4K', 970],
  [5, 6, 'emby', 'Becker Kids', 'hannah-becker-kids', 'stopped', 2, 'Emby Standard', 512],
  [6, 6, 'jellyfin', 'Becker Archive', 'hannah-becker-archive', 'error', 4, 'Jellyfin Family', 260],
  [7, 6, 'plex', 'Becker Holiday Films', 'hannah-becker-holiday', 'suspended', 2, 'Plex Starter', 120],
  [8, 7, 'plex', 'Grant Media', 'oliver-grant', 'running', 5, 'Plex Annual', 1390],
  [9, 10, 'plex', 'Ferreira Plex', 'lucas-ferreira', 'running', 6, 'Plex Starter', 188],
  [10, 10, 'jellyfin', 'Ferreira Family', 'lucas-ferreira-family', 'rebuilding', 6, 'Jellyfin Family', 150],
  [11, 12, 'jellyfin', 'Kai’s Trial', 'kai-tanaka', 'running', 3, 'Trial', 3],
  [12, 13, 'emby', 'Rossi Screening Room', 'sofia-rossi', 'running', 2, 'Emby Standard', 528],
  [13, 14, 'plex', 'Williams Home', 'noah-williams', 'stopped', 3, 'Plex Starter', 95],
  [14, 15, 'jellyfin', 'Chloé’s Films', 'chloe-martin', 'running', 5, 'Jellyfin Standard', 60],
  [15, 16, 'plex', 'Brooks Plex', 'ethan-brooks', 'running', 7, 'Plex Starter', 43],
  [16, 17, 'emby', 'Nwosu Emby', 'amara-nwosu', 'running', 1, 'Emby Standard', 16],
  [17, 18, 'plex', 'Johansson Plex', 'lena-johansson', 'running', 6, 'Plex Pro 4K', 8],
];

const VERSIONS = { plex: '1.41.2.9200', emby: '4.8.10.0', jellyfin: '10.10.3' } as const;

function seedServers(): void {
  for (const [id, userId, type, name, slug, status, nodeId, plan, daysAgo] of SERVERS) {
    const alias = NODES.find(([nodeIdCandidate]) => nodeIdCandidate === nodeId)?.[1] ?? 'fra-01';
    const rebuilding = status === 'rebuilding';
    db.server.create({
      id,
      name,
      slug,
      type,
      status,
      pending_status: rebuilding ? 'running' : null,
      pending_until: rebuilding ? later({ minutes: 25 }) : null,
      node_id: nodeId,
      user_id: userId,
      url: `https://${slug}.${alias}.${DOMAIN}`,
      plan,
      version: VERSIONS[type],
      claimed: type === 'plex' && id !== 13,
      claim_email: type === 'plex' && id !== 13 ? (USERS.find((user) => user.id === userId)?.email ?? null) : null,
      cdn: id === 4 ? `cdn.becker-cinema.${DOMAIN}` : null,
      cdn_type: id === 4 ? 'cloudflare' : null,
      cdn_enabled: id === 4,
      media_token: sha256(`media-token:${slug}`).slice(0, 20),
      created_at: ago({ days: daysAgo }),
    });
  }
}

const LIBRARY_SETS = {
  plex: [['Movies', 'movie', 1240], ['TV Shows', 'show', 312], ['Music', 'artist', 84]],
  emby: [['Movies', 'movies', 860], ['TV', 'tvshows', 197], ['Music', 'music', 143]],
  jellyfin: [['Films', 'movies', 655], ['Series', 'tvshows', 141], ['Audiobooks', 'books', 38]],
} as const;

function seedLibraries(): void {
  let id = 0;
  for (const [serverId, , type, , , , , plan] of SERVERS) {
    const sets: (readonly [string, string, number])[] = [...LIBRARY_SETS[type]];
    if (plan === 'Plex Pro 4K') sets.push(['4K Movies', 'movie', 96]);
    for (const [name, mediaType, items] of sets) {
      id += 1;
      db.library.create({ id, server_id: serverId, name, media_type: mediaType, items: items + ((serverId * 37) % 90) });
    }
  }
}

function seedBackups(): void {
  const backups: [userId: number, serverId: number | null, serverName: string | null, name: string, type: string, size: number, daysAgo: number][] = [
    [3, 1, 'Jordan’s Plex', 'Nightly – config', 'config', 412_318_720, 1],
    [3, 1, 'Jordan’s Plex', 'Before Plex update', 'full', 3_221_225_472, 9],
    [3, 1, 'Jordan’s Plex', 'Weekly – full', 'full', 3_087_007_744, 14],
    [3, null, 'Jordan’s Emby (deleted)', 'Final backup', 'full', 1_932_735_283, 61],
    [4, 2, 'Shah Family Emby', 'Nightly – config', 'config', 188_743_680, 1],
    [5, 3, 'Mateo’s Jellyfin', 'Nightly – config', 'config', 97_517_568, 1],
    [6, 4, 'Becker Cinema 4K', 'Nightly – config', 'config', 824_180_736, 1],
    [6, 4, 'Becker Cinema 4K', 'Before 4K library move', 'full', 6_012_954_214, 33],
    [6, 5, 'Becker Kids', 'Weekly – full', 'full', 1_288_490_188, 5],
    [10, 9, 'Ferreira Plex', 'Nightly – config', 'config', 301_989_888, 1],
  ];
  backups.forEach(([userId, serverId, serverName, name, type, size, daysAgo], index) => {
    db.backup.create({ id: index + 1, user_id: userId, server_id: serverId, server_name: serverName, name, type, size_bytes: size, created_at: ago({ days: daysAgo, hours: 3 }) });
  });
}

function seedInvites(): void {
  const invites: [serverId: number, userId: number, email: string, username: string | null, status: string, daysAgo: number][] = [
    [1, 3, 'taylor.kim@example.com', 'taylork', 'accepted', 120],
    [1, 3, 'marcus.lee@example.com', 'marcus_lee', 'accepted', 96],
    [1, 3, 'grandma.lee@example.com', null, 'pending', 4],
    [1, 3, 'dev.patel@example.net', 'devp', 'accepted', 41],
    [2, 4, 'ravi.shah@example.com', 'ravi', 'accepted', 300],
    [2, 4, 'anika.shah@example.com', 'anika', 'accepted', 300],
    [4, 6, 'jonas.becker@example.de', 'jonas.b', 'accepted', 800],
    [4, 6, 'mia.becker@example.de', null, 'pending', 2],
    [9, 10, 'beatriz.ferreira@example.pt', 'bia', 'accepted', 150],
  ];
  invites.forEach(([serverId, userId, email, username, status, daysAgo], index) => {
    db.invite.create({ id: index + 1, server_id: serverId, user_id: userId, email, username, status, created_at: ago({ days: daysAgo }) });
  });
  const snapshot = (serverId: number) =>
    JSON.stringify(
      invites
        .filter(([candidate]) => candidate === serverId)
        .map(([, , email, username, status], index) => ({ id: index + 1, email, username, status, created_at: null })),
    );
  db.inviteBackup.create({ id: 1, user_id: 3, server_id: 1, name: 'Before moving to fra-01', invites_json: snapshot(1), created_at: ago({ days: 30 }) });
  db.inviteBackup.create({ id: 2, user_id: 3, server_id: 1, name: 'Monthly', invites_json: snapshot(1), created_at: ago({ days: 2 }) });
  db.inviteBackup.create({ id: 3, user_id: 6, server_id: 4, name: 'Family list', invites_json: snapshot(4), created_at: ago({ days: 12 }) });
}

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
      order_url: `https://billing.${DOMAIN}/cart.php?a=add&pid=${100 + id}`,
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
    kronos_domain: `kronos.${DOMAIN}`,
    wiki_url: `https://wiki.${DOMAIN}`,
    api_domain: `api.${DOMAIN}`,
    trial_duration_days: 7,
    trial_auto_approve: false,
  });
  const links: [string, string][] = [
    ['Status page', `https://status.${DOMAIN}`],
    ['Community', `https://community.${DOMAIN}`],
    ['Guides', `https://wiki.${DOMAIN}/guides`],
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
  seedNodes();
  seedServers();
  seedLibraries();
  seedBackups();
  seedInvites();
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
