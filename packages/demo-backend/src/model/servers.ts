import type { Server, ServerStatus, ServerType } from '@portal/api-client';
import { db, type ServerRow, type UserRow } from '#db/database.ts';
import { isPast, later, now } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { transitionMs } from '#lib/runtime.ts';
import { notify } from './notifications.ts';
import { findNode } from './nodes.ts';
import { recordRun, type CommandRun } from './processes.ts';

export const SERVER_TYPES = ['plex', 'emby', 'jellyfin'] as const satisfies readonly ServerType[];
export const SERVER_STATUSES = ['running', 'stopped', 'starting', 'stopping', 'restarting', 'rebuilding', 'suspended', 'error'] as const satisfies readonly ServerStatus[];
const BUSY: readonly string[] = ['starting', 'stopping', 'restarting', 'rebuilding'];

export const TYPE_LABEL: Record<ServerType, string> = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' };
export const IMAGES: Record<ServerType, string> = {
  plex: 'lscr.io/linuxserver/plex:latest',
  emby: 'lscr.io/linuxserver/emby:latest',
  jellyfin: 'lscr.io/linuxserver/jellyfin:latest',
};

export const isServerType = (value: unknown): value is ServerType => SERVER_TYPES.includes(value as ServerType);
const asStatus = (value: string): ServerStatus => (SERVER_STATUSES.includes(value as ServerStatus) ? (value as ServerStatus) : 'error');
export const serverType = (server: ServerRow): ServerType => (isServerType(server.type) ? server.type : 'plex');

export const containerName = (server: ServerRow): string => `${server.type}-${server.slug}`;
export const stackPath = (server: ServerRow): string => `/opt/mediadock/stacks/${containerName(server)}`;

export function toServer(server: ServerRow): Server {
  return {
    id: server.id,
    name: server.name,
    type: serverType(server),
    status: asStatus(server.status),
    node_id: server.node_id,
    node_alias: findNode(server.node_id)?.alias ?? `node-${server.node_id}`,
    url: server.url,
    plan: server.plan,
    created_at: server.created_at,
  };
}

export function findServer(id: number): ServerRow | null {
  return db.server.findFirst({ where: { id: { equals: id } } });
}

/** The user's own server; anybody else's is as unknown as a missing one. */
export function ownServer(user: UserRow, id: number): ServerRow {
  const server = findServer(id);
  if (!server || server.user_id !== user.id) throw notFound('Server not found.');
  return server;
}

export function updateServer(id: number, data: Partial<Omit<ServerRow, 'id'>>): ServerRow {
  const row = db.server.update({ where: { id: { equals: id } }, data });
  if (!row) throw notFound('Server not found.');
  return row;
}

/** Finishes the server actions and node reboots whose time has come. */
export function settleTransitions(at = now()): void {
  for (const server of db.server.getAll()) {
    if (server.pending_status && isPast(server.pending_until, at)) {
      updateServer(server.id, { status: server.pending_status, pending_status: null, pending_until: null });
    }
  }
  for (const node of db.node.getAll()) {
    if (node.rebooting_until && isPast(node.rebooting_until, at)) {
      db.node.update({ where: { id: { equals: node.id } }, data: { online: true, rebooting_until: null } });
    }
  }
}

export type ServerAction = 'start' | 'stop' | 'restart' | 'reset-config' | 'rebuild';

const ALLOWED_FROM: Record<ServerAction, readonly string[]> = {
  start: ['stopped', 'error'],
  stop: ['running', 'error'],
  restart: ['running', 'error'],
  'reset-config': ['running', 'stopped', 'error'],
  rebuild: ['running', 'stopped', 'error'],
};

const STEPS: Record<ServerAction, { busy: ServerStatus; done: ServerStatus }> = {
  start: { busy: 'starting', done: 'running' },
  stop: { busy: 'stopping', done: 'stopped' },
  restart: { busy: 'restarting', done: 'running' },
  'reset-config': { busy: 'restarting', done: 'running' },
  rebuild: { busy: 'rebuilding', done: 'running' },
};

function commandsFor(action: ServerAction, server: ServerRow): CommandRun[] {
  const name = containerName(server);
  const stack = stackPath(server);
  switch (action) {
    case 'start':
      return [{ command: `docker start ${name}`, result: name, time: 1.42 }];
    case 'stop':
      return [{ command: `docker stop --time 30 ${name}`, result: name, time: 6.87 }];
    case 'restart':
      return [{ command: `docker restart --time 30 ${name}`, result: name, time: 9.12 }];
    case 'reset-config': {
      const config = server.type === 'plex' ? 'Library/Application Support/Plex Media Server/Preferences.xml' : 'config/system.xml';
      return [
        { command: `docker stop --time 30 ${name}`, result: name, time: 5.73 },
        { command: `mv "${stack}/config/${config}" "${stack}/config/${config}.bak-${new Date(now()).toISOString().slice(0, 10)}"`, result: '', time: 0.04 },
        { command: `docker start ${name}`, result: name, time: 1.38 },
      ];
    }
    case 'rebuild':
      return [
        { command: `docker pull ${IMAGES[serverType(server)]}`, result: `latest: Pulling from ${IMAGES[serverType(server)].split(':')[0]?.replace('lscr.io/', '')}\nStatus: Image is up to date for ${IMAGES[serverType(server)]}`, time: 3.91 },
        { command: `docker compose --project-directory ${stack} up --detach --force-recreate --remove-orphans ${server.type}`, result: `Container ${name}  Recreate\nContainer ${name}  Recreated\nContainer ${name}  Starting\nContainer ${name}  Started`, time: 14.6 },
      ];
  }
}

/** Starts an action on a server: it is busy now and settles into its end state a little later. */
export function runServerAction(server: ServerRow, action: ServerAction): ServerRow {
  if (BUSY.includes(server.status)) throw conflict('The server is busy, please wait until the current action has finished.');
  if (server.status === 'suspended') throw conflict('The server is suspended. Please settle the open invoice to use it again.');
  const node = findNode(server.node_id);
  if (!node?.online) throw conflict(`The node ${node?.alias ?? 'of this server'} is offline, so the server cannot be reached right now.`);
  if (!ALLOWED_FROM[action].includes(server.status)) {
    throw conflict(server.status === 'running' ? 'The server is already running.' : 'The server is already stopped.');
  }
  const { busy, done } = STEPS[action];
  const until = later({ seconds: transitionMs() / 1000 });
  recordRun(server.node_id, commandsFor(action, server));
  const next = updateServer(server.id, { status: busy, pending_status: done, pending_until: until });
  domainEvents.emit('server-transition', { serverId: server.id, until });
  return next;
}

/** Sets a server's status from outside (monitoring, a demo control) and tells its owner when it went down or came back. */
export function setServerStatus(serverId: number, status: ServerStatus): void {
  const before = findServer(serverId);
  if (!before) throw notFound('Server not found.');
  const server = updateServer(serverId, { status, pending_status: null, pending_until: null });
  if (before.status === status) return;
  if (status === 'error') {
    notify(server.user_id, `${server.name} stopped answering`, `<p><strong>${server.name}</strong> stopped answering our health checks. We are looking into it.</p><p><a href="/app/dashboard/${server.id}">Open the server</a></p>`);
  } else if (status === 'running' && (before.status === 'error' || before.status === 'suspended')) {
    notify(server.user_id, `${server.name} is back online`, `<p><strong>${server.name}</strong> is running again.</p><p><a href="/app/dashboard/${server.id}">Open the server</a></p>`);
  }
}
