import type { components } from '@portal/api-client';
import { db, type NodeRow, type ServerRow } from '#db/database.ts';
import { later } from '#lib/clock.ts';
import { notFound } from '#lib/http-error.ts';
import { containerName, IMAGES, serverType } from './servers.ts';

export type AdminContainer = components['schemas']['AdminContainer'];
export type AdminContainerStatus = components['schemas']['AdminContainerStatus'];

/**
 * The platform's own containers on every node, after the customers' media servers. Their ids sit
 * far above any server id (a media server's container has its server's id), so both kinds share
 * one id space the way docker's containers on one host would.
 */
export const SYSTEM_CONTAINERS = [
  { slot: 1, name: 'traefik', image: 'traefik:v3.2.1' },
  { slot: 2, name: 'portainer-agent', image: 'portainer/agent:2.21.4' },
  { slot: 3, name: 'rclone', image: 'rclone/rclone:1.68.2' },
  { slot: 4, name: 'node-exporter', image: 'prom/node-exporter:v1.8.2' },
  { slot: 5, name: 'watchtower', image: 'containrrr/watchtower:1.7.1' },
] as const;

const SYSTEM_BASE = 100_000;
const SLOTS_PER_NODE = 10;

export const systemContainerId = (nodeId: number, slot: number): number => SYSTEM_BASE + nodeId * SLOTS_PER_NODE + slot;

/** The server status the media server's container is in, as docker names it. */
const MEDIA_STATUS: Record<string, AdminContainerStatus> = {
  running: 'running',
  starting: 'restarting',
  restarting: 'restarting',
  rebuilding: 'created',
  stopping: 'exited',
  stopped: 'exited',
  suspended: 'paused',
  error: 'exited',
};

/** A node that does not answer runs nothing, as far as anyone can tell. */
const nodeUp = (node: NodeRow): boolean => node.online && node.rebooting_until === null;

export function mediaContainer(server: ServerRow, node: NodeRow): AdminContainer {
  const owner = db.user.findFirst({ where: { id: { equals: server.user_id } } });
  return {
    id: server.id,
    name: containerName(server),
    image: IMAGES[serverType(server)],
    status: nodeUp(node) ? (MEDIA_STATUS[server.status] ?? 'exited') : 'exited',
    kind: 'media-server',
    server_id: server.id,
    user: owner ? { id: owner.id, name: owner.name } : null,
    created_at: server.created_at,
  };
}

function systemContainers(node: NodeRow): AdminContainer[] {
  return SYSTEM_CONTAINERS.filter(({ name }) => name !== 'watchtower' || node.id % 3 === 0).map(({ slot, name, image }) => {
    // A failing storage mount keeps rclone restarting until the mounts are checked again.
    const status: AdminContainerStatus = !nodeUp(node) ? 'exited' : name === 'rclone' && node.mounts_failing ? 'restarting' : 'running';
    return {
      id: systemContainerId(node.id, slot),
      name,
      image,
      status,
      kind: 'system',
      server_id: null,
      user: null,
      created_at: later({ minutes: slot * 3 }, Date.parse(node.created_at)),
    };
  });
}

/** Every container on the node: its media servers (by server id), then the platform's own. */
export function nodeContainers(node: NodeRow): AdminContainer[] {
  const servers = db.server
    .getAll()
    .filter((server) => server.node_id === node.id)
    .sort((a, b) => a.id - b.id);
  return [...servers.map((server) => mediaContainer(server, node)), ...systemContainers(node)];
}

export function findNodeContainer(node: NodeRow, containerId: number): AdminContainer | null {
  return nodeContainers(node).find((container) => container.id === containerId) ?? null;
}

/** A container of this node; one on another node is as unknown as a missing one. */
export function containerOrFail(node: NodeRow, containerId: number): AdminContainer {
  const container = findNodeContainer(node, containerId);
  if (!container) throw notFound('Container not found.');
  return container;
}

/** The media server a container runs, if it runs one. */
export function containerServer(container: AdminContainer): ServerRow | null {
  if (container.server_id === null) return null;
  return db.server.findFirst({ where: { id: { equals: container.server_id } } });
}
