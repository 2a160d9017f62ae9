import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, now } from '#lib/clock.ts';
import { hashPassword, randomToken } from '#lib/crypto.ts';
import { domainEvents, type DomainEventMap } from '#lib/domain-events.ts';
import { activeUserId } from '#model/auth.ts';
import { newTicketCount } from '#model/admin-support.ts';
import { notify } from '#model/notifications.ts';
import { recordRun } from '#model/processes.ts';
import { IMAGES, settleTransitions, TYPE_LABEL, SERVER_TYPES } from '#model/servers.ts';

/** What the demo needs of a realtime driver; the test driver of `@portal/realtime/testing` fits. */
export interface RealtimeEmitter {
  emit(kind: string, event: string, payload?: unknown): void;
}

const between = (min: number, max: number): number => Math.round(min + Math.random() * (max - min));
function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

const NOTIFICATIONS: [title: string, content: (server: { id: number; name: string } | null) => string][] = [
  ['Backup finished', (server) => `<p>The nightly backup of <strong>${server?.name ?? 'your server'}</strong> finished without errors.</p><p><a href="/app/dashboard${server ? `/${server.id}` : ''}">Open the server</a></p>`],
  ['Your request is available', () => '<p><strong>Charade (1963)</strong> has been added to the library. Enjoy!</p><p><a href="/app/request-lounge/my-requests">See your requests</a></p>'],
  ['Library scan finished', (server) => `<p>The scan of <em>TV Shows</em> on <strong>${server?.name ?? 'your server'}</strong> found 3 new episodes.</p><p><a href="/app/dashboard">Open the dashboard</a></p>`],
  ['Invite accepted', () => '<p><strong>sam.okoye@example.com</strong> accepted your invite.</p><p><a href="/app/plex-tools/invites">Manage invites</a></p>'],
  ['Media server update available', (server) => `<p>A new version is available for <strong>${server?.name ?? 'your server'}</strong>.</p><p><a href="/app/dashboard${server ? `/${server.id}` : ''}">Update from the server page</a></p>`],
  ['Ticket answered', () => '<p>Our support team answered your ticket.</p><p><a href="/app/support/tickets">Read the answer</a></p>'],
];

const NEW_CUSTOMERS = [
  ['Ingrid Solberg', 'ingrid-solberg'],
  ['Rafael Duarte', 'rafael-duarte'],
  ['Yuki Mori', 'yuki-mori'],
] as const;

const NEW_TICKETS = [
  'Subtitles out of sync on one show',
  'Can I move my server to Amsterdam?',
  'Transcoding stops after ten minutes',
] as const;

export interface RealtimeSimulation {
  stop(): void;
}

/**
 * Makes the demo feel alive: turns what handlers do into the contract's realtime events, a
 * moment later as a queue worker would, and now and then lets the platform do something by
 * itself: a notification for the signed-in user every 45–90 s, a deployment, a new ticket.
 */
export function simulateRealtime(realtime: RealtimeEmitter): RealtimeSimulation {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const every = (min: number, max: number, run: () => void) => {
    const loop = () =>
      after(between(min, max), () => {
        run();
        loop();
      });
    loop();
  };
  const soon = (run: () => void) => after(between(1200, 3500), run);

  const subscriptions = [
    domainEvents.on('notification-created', ({ userId, notification }) => {
      if (userId === activeUserId()) soon(() => realtime.emit('notifications', 'new-notification', { notification }));
    }),
    // The customer and admin channels are per tenant, so every signed-in user hears of a deployment.
    domainEvents.on('deployment', ({ name, url }) =>
      soon(() => {
        realtime.emit('customer', 'new-deployment', { name, url });
        realtime.emit('admin', 'new-deployment', { name, url });
      }),
    ),
    domainEvents.on('server-deleted', ({ serverAlias, url }) =>
      soon(() => {
        realtime.emit('customer', 'server-deleted', { serverAlias, url });
        realtime.emit('admin', 'server-deleted', { serverAlias, url });
      }),
    ),
    forward('cdn-enabled', (payload) => ['cdn-enabled', { server_id: payload.serverId }]),
    forward('portainer-installed', (payload) => ['portainer-installed', { response: payload.response }]),
    forward('library-scan', (payload) => ['scan-stopped', { server_id: payload.serverId }], {
      // What a finished scan found goes on to the request lounge, which syncs with the libraries.
      then: (payload) => ['sync-request-lounge-process', { server_id: payload.serverId }],
    }),
    forward('gdrive-remounted', (payload) => ['paths-injected', { server_id: payload.serverId }]),
    // Settings reach every signed-in user at once, the way the broadcast after a save does.
    domainEvents.on('settings-changed', ({ menu }) => after(300, () => realtime.emit('system', menu ? 'rebuild-menu' : 'fetch-system-settings'))),
    domainEvents.on('tickets-changed', ({ count }) => soon(() => realtime.emit('tickets', 'unread-tickets', { count }))),
    domainEvents.on('server-transition', ({ until }) =>
      after(Math.max(0, Date.parse(until) - now()) + 50, () => settleTransitions()),
    ),
  ];

  /** The owner's customer channel hears of it 4–9 s later, and of `then` 1.5 s after that. */
  function forward<K extends 'cdn-enabled' | 'portainer-installed' | 'library-scan' | 'gdrive-remounted'>(
    event: K,
    toPayload: (payload: DomainEventMap[K]) => [string, unknown],
    { then }: { then?: (payload: DomainEventMap[K]) => [string, unknown] } = {},
  ) {
    return domainEvents.on(event, (payload) => {
      if (payload.userId !== activeUserId()) return;
      const [name, body] = toPayload(payload);
      after(between(4000, 9000), () => {
        realtime.emit('customer', name, body);
        if (!then) return;
        const [nextName, nextBody] = then(payload);
        after(1500, () => realtime.emit('customer', nextName, nextBody));
      });
    });
  }

  every(45_000, 90_000, () => {
    const userId = activeUserId();
    if (userId === null) return;
    const template = pick(NOTIFICATIONS);
    if (!template) return;
    const server = db.server.getAll().find((candidate) => candidate.user_id === userId) ?? null;
    notify(userId, template[0], template[1](server));
  });

  let deployments = 0;
  every(120_000, 240_000, () => {
    const next = NEW_CUSTOMERS[deployments];
    const node = pick(db.node.getAll().filter((candidate) => candidate.online && candidate.reseller_id === null));
    const type = pick(SERVER_TYPES);
    if (!next || !node || !type) return;
    deployments += 1;
    const [name, slug] = next;
    const user = db.user.create({ id: nextId('user'), name, email: `${slug.replace('-', '.')}@demo.test`, password: hashPassword(randomToken(24)), restrictions: [], created_at: isoNow() });
    const serverName = `${name.split(' ')[0] ?? name}’s ${TYPE_LABEL[type]}`;
    const url = `https://${slug}.${node.alias}.mediadock.test`;
    recordRun(node.id, [
      { command: `mkdir -p /opt/mediadock/stacks/${type}-${slug}/config`, result: '', time: 0.02 },
      { command: `docker pull ${IMAGES[type]}`, result: `Status: Image is up to date for ${IMAGES[type]}`, time: 2.9 },
      { command: `docker compose --project-directory /opt/mediadock/stacks/${type}-${slug} up --detach --remove-orphans ${type}`, result: `Container ${type}-${slug}  Created\nContainer ${type}-${slug}  Started`, time: 11.4 },
    ]);
    db.server.create({
      id: nextId('server'),
      name: serverName,
      slug,
      type,
      status: 'running',
      node_id: node.id,
      user_id: user.id,
      url,
      plan: `${TYPE_LABEL[type]} Starter`,
      version: '',
      media_token: slug,
      created_at: isoNow(),
    });
    domainEvents.emit('deployment', { userId: user.id, name: serverName, url });
  });

  let tickets = 0;
  every(60_000, 120_000, () => {
    const subject = NEW_TICKETS[tickets];
    const customer = pick(db.user.getAll().filter((user) => !user.admin && !user.is_moderator));
    if (subject && customer && Math.random() < 0.5) {
      tickets += 1;
      db.ticket.create({ id: nextId('ticket'), user_id: customer.id, subject, department: 'Technical', status: 'open', created_at: isoNow(), updated_at: isoNow() });
    }
    domainEvents.emit('tickets-changed', { count: newTicketCount() });
  });

  every(240_000, 360_000, () => {
    const node = pick(db.node.getAll().filter((candidate) => candidate.online));
    if (!node) return;
    recordRun(node.id, [{ command: 'df -h /mnt/media | tail -n 1', result: `/dev/md0         44T   ${between(28, 34)}T   ${between(10, 16)}T  ${between(64, 78)}% /mnt/media`, time: 0.05 }]);
  });

  return {
    stop() {
      for (const unsubscribe of subscriptions) unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

