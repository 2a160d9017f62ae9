import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { SERVERS } from '../servers/seed.ts';
import { USERS } from '../users/seed.ts';

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

function seedUserNotifications(): void {
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

/** Every user's notifications, then the announcements and who has read them. */
export function seedNotifications(): void {
  seedUserNotifications();
  seedAnnouncements();
}
