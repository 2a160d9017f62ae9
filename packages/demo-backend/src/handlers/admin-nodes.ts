import type { components } from '@portal/api-client';
import { db, type NodeRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, later } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { conflict } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { transitionMs } from '#lib/runtime.ts';
import { optionalStr, regex, str, validate, type CustomRule, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { nodeContainers } from '#model/containers.ts';
import { nodeOrFail, toUptimeMonitor } from '#model/nodes.ts';
import { recordRun } from '#model/processes.ts';
import { containerName, stackPath } from '#model/servers.ts';

type AdminNodeSummary = components['schemas']['AdminNodeSummary'];
type AdminNode = components['schemas']['AdminNode'];
type AdminNodeStatus = components['schemas']['AdminNodeStatus'];

/** A disk this full needs someone to move data before it fills up. */
const DISK_WARNING_PERCENT = 90;

function nodeStatus(node: NodeRow): AdminNodeStatus {
  if (node.rebooting_until !== null) return 'rebooting';
  return node.online ? 'online' : 'offline';
}

const serverCount = (node: NodeRow): number => db.server.getAll().filter((server) => server.node_id === node.id).length;

/** Why the node needs an admin, most urgent first. */
function attentionOf(node: NodeRow): string[] {
  const reasons: string[] = [];
  if (nodeStatus(node) === 'offline') reasons.push('offline');
  if (node.disk_percent >= DISK_WARNING_PERCENT) reasons.push('disk');
  if (node.mounts_failing) reasons.push('mounts');
  if (node.monitor_id === null) reasons.push('unmonitored');
  return reasons;
}

function toSummary(node: NodeRow): AdminNodeSummary {
  return {
    id: node.id,
    name: node.alias,
    status: nodeStatus(node),
    host: node.host,
    location: node.location,
    server_count: serverCount(node),
    capacity: node.capacity,
    attention: attentionOf(node),
    monitored: node.monitor_id !== null,
  };
}

function toDetail(node: NodeRow): AdminNode {
  const up = nodeStatus(node) === 'online';
  const reseller = node.reseller_id === null ? null : db.user.findFirst({ where: { id: { equals: node.reseller_id } } });
  return {
    ...toSummary(node),
    ip: node.ip || null,
    ssh_port: node.ssh_port || null,
    notes: node.notes,
    created_at: node.created_at,
    // A node that does not answer has no current load to report; its disk keeps what it last said.
    usage: { cpu_percent: up ? node.cpu_percent : null, ram_percent: up ? node.ram_percent : null, disk_percent: node.disk_percent },
    last_reboot_at: node.last_reboot_at,
    reseller: reseller ? { id: reseller.id, name: reseller.name } : null,
  };
}

const STATUS_ORDER: Record<AdminNodeStatus, number> = { online: 0, rebooting: 1, offline: 2 };
const NODE_SORTS = {
  id: (a: NodeRow, b: NodeRow) => a.id - b.id,
  name: (a: NodeRow, b: NodeRow) => a.alias.localeCompare(b.alias),
  status: (a: NodeRow, b: NodeRow) => STATUS_ORDER[nodeStatus(a)] - STATUS_ORDER[nodeStatus(b)],
  server_count: (a: NodeRow, b: NodeRow) => serverCount(a) - serverCount(b),
  location: (a: NodeRow, b: NodeRow) => a.location.localeCompare(b.location),
  created_at: (a: NodeRow, b: NodeRow) => a.created_at.localeCompare(b.created_at),
} as const;

const CONTAINER_SORTS = {
  id: (a: AdminContainer, b: AdminContainer) => a.id - b.id,
  name: (a: AdminContainer, b: AdminContainer) => a.name.localeCompare(b.name),
  image: (a: AdminContainer, b: AdminContainer) => a.image.localeCompare(b.image),
  status: (a: AdminContainer, b: AdminContainer) => a.status.localeCompare(b.status),
  created_at: (a: AdminContainer, b: AdminContainer) => (a.created_at ?? '').localeCompare(b.created_at ?? ''),
} as const;

type AdminContainer = components['schemas']['AdminContainer'];

function sortKey<Keys extends string>(url: URL, keys: readonly Keys[], fallback: Keys): Keys {
  return keys.find((key) => key === url.searchParams.get('sortColumn')) ?? fallback;
}

/** One page of rows with Laravel's paginator meta. */
function paginate<Row, Out>(url: URL, rows: Row[], map: (row: Row) => Out, perPageDefault = 25) {
  const perPage = intQuery(url, 'perpage', perPageDefault, { max: 100 });
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = intQuery(url, 'page', 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage).map(map), meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}

const ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HOST = /^(?=.{1,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}$/i;

const ipAddress: CustomRule = (value) => (typeof value === 'string' && (IPV4.test(value) || IPV6.test(value)) ? null : 'The ip field must be a valid IP address.');

function unique(column: 'alias' | 'host', except: number | null, message: string): CustomRule {
  return (value) => {
    const wanted = str(value).toLowerCase();
    return db.node.getAll().some((node) => node.id !== except && node[column].toLowerCase() === wanted) ? message : null;
  };
}

/** Validates a node's fields like the Laravel request does, and answers them as columns. */
function nodeFields(body: Input, except: number | null) {
  validate(body, {
    name: ['required', 'string', 'max:64', regex(ALIAS), unique('alias', except, 'The name has already been taken.')],
    host: ['required', 'string', 'max:255', regex(HOST), unique('host', except, 'The host has already been taken.')],
    location: 'nullable|string|max:120',
    ssh_port: 'nullable|integer|min:1|max:65535',
    ip: ['nullable', 'string', ipAddress],
    capacity: 'nullable|integer|min:1|max:500',
    notes: 'nullable|string|max:2000',
  });
  return {
    alias: str(body.name).toLowerCase(),
    host: str(body.host).toLowerCase(),
    location: optionalStr(body.location) ?? '',
    ssh_port: body.ssh_port === undefined || body.ssh_port === null ? 22 : Number(body.ssh_port),
    ip: optionalStr(body.ip) ?? '',
    capacity: body.capacity === undefined || body.capacity === null ? 32 : Number(body.capacity),
    notes: optionalStr(body.notes),
  };
}

/** Maintenance needs the node to answer over SSH. */
function reachableOrFail(node: NodeRow, what: string): void {
  if (nodeStatus(node) !== 'online') throw conflict(`${node.alias} is ${nodeStatus(node)}, so ${what}.`);
}

const MONITOR_BASE = 793_100;

function monitor(nodeId: number): void {
  const node = nodeOrFail(nodeId);
  if (node.monitor_id !== null) return;
  db.node.update({
    where: { id: { equals: node.id } },
    data: { monitor_id: MONITOR_BASE + node.id, monitor_status: node.online ? 'up' : 'down', monitor_uptime_ratio: null },
  });
}

export const adminNodeHandlers = [
  route('get', '/api/admin/nodes')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = url.searchParams.get('status');
    const attention = url.searchParams.get('attention') === '1';
    const monitored = url.searchParams.get('monitored');
    const column = sortKey(url, Object.keys(NODE_SORTS) as (keyof typeof NODE_SORTS)[], 'id');
    const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    const nodes = db.node
      .getAll()
      .filter((node) => !search || [node.alias, node.host, node.location, node.ip].some((value) => value.toLowerCase().includes(search)))
      .filter((node) => !status || nodeStatus(node) === status)
      .filter((node) => !attention || attentionOf(node).length > 0)
      .filter((node) => (monitored === '1' ? node.monitor_id !== null : monitored === '0' ? node.monitor_id === null : true))
      .sort((a, b) => direction * (NODE_SORTS[column](a, b) || a.id - b.id));
    return { success: true, ...paginate(url, nodes, toSummary) };
  }),

  route('post', '/api/admin/nodes')(({ request, body }) => {
    requireAdmin(request);
    const fields = nodeFields(body, null);
    const node = db.node.create({
      id: nextId('node'),
      ...fields,
      online: true,
      reseller_id: null,
      monitor_id: null,
      monitor_status: null,
      monitor_uptime_ratio: null,
      rebooting_until: null,
      created_at: isoNow(),
      cpu_percent: 2,
      ram_percent: 6,
      disk_percent: 1,
      mounts_failing: false,
      last_reboot_at: null,
    });
    recordRun(node.id, [{ command: `ssh -p ${node.ssh_port} root@${node.host} 'docker info --format {{.ServerVersion}}'`, result: '27.3.1', time: 1.2 }]);
    return { success: true, message: 'The node has been created', data: toDetail(node) };
  }),

  route('get', '/api/admin/nodes/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toDetail(nodeOrFail(intParam(params, 'id'))) };
  }),

  route('post', '/api/admin/nodes/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const fields = nodeFields(body, node.id);
    const updated = db.node.update({ where: { id: { equals: node.id } }, data: fields }) ?? node;
    return { success: true, message: 'The node has been updated', data: toDetail(updated) };
  }),

  route('get', '/api/admin/nodes/{id}/containers')(({ request, params, url }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = url.searchParams.get('status');
    const kind = url.searchParams.get('kind');
    const column = sortKey(url, Object.keys(CONTAINER_SORTS) as (keyof typeof CONTAINER_SORTS)[], 'id');
    const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    const containers = nodeContainers(node)
      .filter((container) => !search || [container.name, container.image, container.user?.name ?? ''].some((value) => value.toLowerCase().includes(search)))
      .filter((container) => !status || container.status === status)
      .filter((container) => !kind || container.kind === kind)
      .sort((a, b) => direction * (CONTAINER_SORTS[column](a, b) || a.id - b.id));
    return { success: true, ...paginate(url, containers, (container) => container) };
  }),

  route('delete', '/api/admin/nodes/{id}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const hosted = db.server.getAll().filter((server) => server.node_id === node.id).length;
    if (hosted > 0) throw conflict(`${node.alias} still hosts ${hosted} server${hosted === 1 ? '' : 's'}. Move or wipe them first.`);
    db.process.deleteMany({ where: { node_id: { equals: node.id } } });
    for (const user of db.user.getAll()) {
      if (user.reseller_node === node.id) db.user.update({ where: { id: { equals: user.id } }, data: { reseller_node: null } });
    }
    db.node.delete({ where: { id: { equals: node.id } } });
    return { success: true, message: 'The node has been deleted' };
  }),

  route('get', '/api/admin/nodes/{id}/restart')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    if (nodeStatus(node) === 'rebooting') throw conflict(`${node.alias} is already rebooting.`);
    recordRun(node.id, [{ command: 'sudo systemctl reboot', result: '', time: 0.2 }]);
    db.node.update({
      where: { id: { equals: node.id } },
      data: { online: false, rebooting_until: later({ seconds: (transitionMs() * 3) / 1000 }), last_reboot_at: isoNow() },
    });
    return { success: true, message: `${node.alias} is rebooting.` };
  }),

  route('post', '/api/admin/nodes/{id}/extract-tar')(({ request, params, body }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    validate(body, { path: 'nullable|string|max:1024' });
    const path = optionalStr(body.path) ?? '/mnt/uploads/import.tar.gz';
    const target = path.replace(/\/[^/]*$/, '') || '/';
    recordRun(node.id, [{ command: `tar -xzf ${path} -C ${target}`, result: '', time: 64.3 }]);
    return { success: true, message: `${path} is being extracted on ${node.alias}.` };
  }),

  route('post', '/api/admin/nodes/{id}/restart-containers')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    reachableOrFail(node, 'its containers cannot be restarted');
    const running = nodeContainers(node).filter((container) => container.status === 'running');
    recordRun(
      node.id,
      running.map((container) => ({ command: `docker restart --time 30 ${container.name}`, result: container.name, time: container.kind === 'system' ? 2.4 : 8.9 })),
    );
    return { success: true, message: `${running.length} container${running.length === 1 ? ' is' : 's are'} restarting on ${node.alias}.` };
  }),

  route('post', '/api/admin/nodes/{id}/check-mounts')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    reachableOrFail(node, 'its mounts cannot be checked');
    const servers = db.server.getAll().filter((server) => server.node_id === node.id);
    recordRun(node.id, [
      ...(node.mounts_failing ? [{ command: 'systemctl restart rclone-media.mount', result: '', time: 4.1 }] : []),
      { command: 'mountpoint -q /mnt/media && echo mounted', result: 'mounted', time: 0.03 },
      ...servers.map((server) => ({ command: `mountpoint -q /mnt/gdrive/${containerName(server)} && echo mounted`, result: 'mounted', time: 0.02 })),
    ]);
    // A failed mount is mounted again by the check, as the platform's script does.
    if (node.mounts_failing) db.node.update({ where: { id: { equals: node.id } }, data: { mounts_failing: false } });
    return { success: true, message: `The mounts of ${node.alias} are being checked.` };
  }),

  route('delete', '/api/admin/nodes/{id}/wipe')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const servers = db.server.getAll().filter((server) => server.node_id === node.id);
    recordRun(node.id, [
      ...servers.map((server) => ({ command: `docker compose --project-directory ${stackPath(server)} down --volumes --remove-orphans`, result: '', time: 7.5 })),
      { command: 'docker system prune --all --volumes --force', result: 'Total reclaimed space: 0B', time: 12.1 },
    ]);
    for (const server of servers) {
      for (const backup of db.backup.getAll()) {
        if (backup.server_id === server.id) db.backup.update({ where: { id: { equals: backup.id } }, data: { server_id: null, server_name: `${server.name} (deleted)` } });
      }
      db.library.deleteMany({ where: { server_id: { equals: server.id } } });
      db.invite.deleteMany({ where: { server_id: { equals: server.id } } });
      db.server.delete({ where: { id: { equals: server.id } } });
      domainEvents.emit('server-deleted', { userId: server.user_id, serverAlias: server.name, url: server.url ?? '' });
    }
    return { success: true, message: `${node.alias} has been wiped.` };
  }),

  route('get', '/api/admin/integrations/uptime-robot/fetch/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toUptimeMonitor(nodeOrFail(intParam(params, 'id'))) };
  }),

  route('get', '/api/admin/integrations/uptime-robot/add/{id}')(({ request, params }) => {
    requireAdmin(request);
    monitor(intParam(params, 'id'));
    return { success: true, message: 'The node is now being monitored' };
  }),

  route('get', '/api/admin/integrations/uptime-robot/add-all')(({ request }) => {
    requireAdmin(request);
    for (const node of db.node.getAll()) monitor(node.id);
    return { success: true, message: 'Every node is now being monitored' };
  }),

  route('get', '/api/admin/integrations/uptime-robot/remove/{id}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    db.node.update({ where: { id: { equals: node.id } }, data: { monitor_id: null, monitor_status: null, monitor_uptime_ratio: null } });
    return { success: true, message: 'The node is no longer being monitored' };
  }),
];
