import type { Node } from '@portal/api-client';
import { db, type NodeRow } from '#db/database.ts';
import { notFound } from '#lib/http-error.ts';

export function findNode(id: number): NodeRow | null {
  return db.node.findFirst({ where: { id: { equals: id } } });
}

export function nodeOrFail(id: number): NodeRow {
  const node = findNode(id);
  if (!node) throw notFound('Node not found.');
  return node;
}

export function toUptimeMonitor(node: NodeRow): Node['uptime_monitor'] {
  if (node.monitor_id === null) return null;
  const status = node.monitor_status;
  return {
    id: node.monitor_id,
    status: status === 'up' || status === 'down' || status === 'paused' ? status : 'unknown',
    uptime_ratio: node.monitor_uptime_ratio,
  };
}

export function toNode(node: NodeRow): Node {
  return {
    id: node.id,
    alias: node.alias,
    host: node.host,
    online: node.online,
    servers_count: db.server.getAll().filter((server) => server.node_id === node.id).length,
    uptime_monitor: toUptimeMonitor(node),
  };
}
