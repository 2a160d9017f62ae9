import type { components } from '@portal/api-client';
import { db, type NodeRow, type ServerRow, type UserRow } from '#db/database.ts';
import { resellerCustomers, resellerNodes, resellerServers } from '#db/reseller/scope.ts';
import { later } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { transitionMs } from '#lib/runtime.ts';
import { requireReseller } from '#model/auth.ts';
import { toNode } from '#model/nodes.ts';
import { isServerType, runServerAction, SERVER_STATUSES, serverType, updateServer } from '#model/servers.ts';

type Schemas = components['schemas'];
type Action = Schemas['ResellerServerAction'];
type ServerStatus = Schemas['ServerStatus'];

const ACTIONS: readonly Action[] = ['start', 'stop', 'restart', 'suspend', 'unsuspend'];
const BUSY: readonly string[] = ['starting', 'stopping', 'restarting', 'rebuilding'];

/** A node is nearly full from this share of its capacity on, and its disk from this percentage. */
const FULL_SHARE = 0.85;
const DISK_WARNING = 85;

const asStatus = (status: string): ServerStatus => SERVER_STATUSES.find((candidate) => candidate === status) ?? 'error';

function nodeStats(node: NodeRow): Schemas['ResellerNodeStats'] {
  const used = db.server.getAll().filter((server) => server.node_id === node.id).length;
  const down = !node.online || node.monitor_status === 'down';
  const warning = used >= node.capacity * FULL_SHARE || node.disk_percent >= DISK_WARNING || node.mounts_failing;
  return {
    node_id: node.id,
    location: node.location,
    servers_used: used,
    servers_max: node.capacity,
    cpu_percent: node.cpu_percent,
    ram_percent: node.ram_percent,
    disk_percent: node.disk_percent,
    mounts_failing: node.mounts_failing,
    health: node.rebooting_until ? 'rebooting' : down ? 'down' : warning ? 'warning' : 'healthy',
  };
}

function customerRef(userId: number): Schemas['ResellerCustomerRef'] | null {
  const owner = db.user.findFirst({ where: { id: { equals: userId } } });
  return owner ? { id: owner.id, name: owner.name, email: owner.email } : null;
}

function toResellerServer(server: ServerRow): Schemas['ResellerServer'] {
  return {
    id: server.id,
    name: server.name,
    type: serverType(server),
    status: asStatus(server.status),
    node_id: server.node_id,
    node_alias: db.node.findFirst({ where: { id: { equals: server.node_id } } })?.alias ?? `node-${server.node_id}`,
    url: server.url,
    plan: server.plan,
    created_at: server.created_at,
    customer: customerRef(server.user_id),
  };
}

/** What the reseller may do to the server as it is now. */
function actionsFor(server: ServerRow, node: NodeRow | null): Action[] {
  if (BUSY.includes(server.status)) return [];
  if (server.status === 'suspended') return ['unsuspend'];
  const online = Boolean(node?.online) && !node?.rebooting_until;
  const actions: Action[] = [];
  if (online && (server.status === 'stopped' || server.status === 'error')) actions.push('start');
  if (online && (server.status === 'running' || server.status === 'error')) actions.push('stop', 'restart');
  actions.push('suspend');
  return actions;
}

function toServerDetail(server: ServerRow): Schemas['ResellerServerDetail'] {
  const node = db.node.findFirst({ where: { id: { equals: server.node_id } } });
  return {
    ...toResellerServer(server),
    version: server.version,
    node_online: Boolean(node?.online) && !node?.rebooting_until,
    node_location: node?.location ?? null,
    actions: actionsFor(server, node),
  };
}

/** A server on the reseller's nodes; any other is as unknown as a missing one. */
function resellerServer(user: UserRow, id: number): ServerRow {
  const server = resellerServers(user).find((candidate) => candidate.id === id);
  if (!server) throw notFound('Server not found.');
  return server;
}

function attentionOf(nodes: NodeRow[], servers: ServerRow[]): Schemas['ResellerAttention'][] {
  const items: Schemas['ResellerAttention'][] = [];
  for (const node of nodes) {
    const stats = nodeStats(node);
    if (stats.health === 'down') items.push({ kind: 'node-down', name: node.alias, node_id: node.id, server_id: null });
    if (stats.servers_used >= stats.servers_max * FULL_SHARE) items.push({ kind: 'node-full', name: node.alias, node_id: node.id, server_id: null });
    if (node.disk_percent >= DISK_WARNING) items.push({ kind: 'node-disk', name: node.alias, node_id: node.id, server_id: null });
    if (node.mounts_failing) items.push({ kind: 'node-mounts', name: node.alias, node_id: node.id, server_id: null });
  }
  const kinds = [
    ['error', 'server-error'],
    ['suspended', 'server-suspended'],
    ['stopped', 'server-stopped'],
  ] as const;
  for (const [status, kind] of kinds) {
    for (const server of servers.filter((candidate) => candidate.status === status)) {
      items.push({ kind, name: server.name, node_id: server.node_id, server_id: server.id });
    }
  }
  return items;
}

/** One page of rows with Laravel's paginator meta. */
function pageOf<Row, Out>(url: URL, rows: Row[], map: (row: Row) => Out) {
  const perPage = intQuery(url, 'perpage', 25, { max: 100 });
  const total = rows.length;
  const page = intQuery(url, 'page', 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage).map(map), meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total } };
}

function ordered<Row>(url: URL, rows: Row[], columns: Record<string, (row: Row) => string | number>, fallback: string): Row[] {
  const column = url.searchParams.get('sortColumn') ?? '';
  const key = columns[column] ?? columns[fallback]!;
  const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order * direction;
  });
}

const matches = (search: string, ...values: (string | null | undefined)[]): boolean =>
  search === '' || values.some((value) => value?.toLowerCase().includes(search));

const MESSAGES: Record<Action, string> = {
  start: 'The server has been started',
  stop: 'The server has been shut down',
  restart: 'The server has been restarted',
  suspend: 'The server has been suspended. Its owner can no longer use it.',
  unsuspend: 'The server has been unsuspended and is starting.',
};

function runAction(server: ServerRow, action: Action): void {
  if (action === 'start' || action === 'stop' || action === 'restart') {
    runServerAction(server, action);
    return;
  }
  if (BUSY.includes(server.status)) throw conflict('The server is busy, please wait until the current action has finished.');
  if (action === 'suspend' && server.status === 'suspended') throw conflict('The server is already suspended.');
  if (action === 'unsuspend' && server.status !== 'suspended') throw conflict('The server is not suspended.');
  const until = later({ seconds: transitionMs() / 1000 });
  const [busy, done] = action === 'suspend' ? ['stopping', 'suspended'] : ['starting', 'running'];
  updateServer(server.id, { status: busy, pending_status: done, pending_until: until });
  domainEvents.emit('server-transition', { serverId: server.id, until });
}

export const resellerHandlers = [
  route('get', '/api/reseller')(({ request }) => {
    const reseller = requireReseller(request);
    const nodes = resellerNodes(reseller);
    const servers = resellerServers(reseller);
    const count = (statuses: readonly string[]) => servers.filter((server) => statuses.includes(server.status)).length;
    return {
      success: true,
      data: {
        reseller: { id: reseller.id, name: reseller.name, email: reseller.email, reseller_node: reseller.reseller_node },
        nodes: nodes.map(toNode),
        node_stats: nodes.map(nodeStats),
        customers_count: resellerCustomers(reseller).length,
        servers_count: servers.length,
        server_counts: { running: count(['running']), stopped: count(['stopped']), suspended: count(['suspended']), error: count(['error']), busy: count(BUSY) },
        attention: attentionOf(nodes, servers),
      },
    };
  }),

  route('get', '/api/reseller/nodes/{id}')(({ request, params }) => {
    const reseller = requireReseller(request);
    const id = intParam(params, 'id');
    const node = resellerNodes(reseller).find((candidate) => candidate.id === id);
    if (!node) throw notFound('Node not found.');
    const servers = db.server
      .getAll()
      .filter((server) => server.node_id === node.id)
      .sort((a, b) => a.name.localeCompare(b.name));
    return { success: true, data: { node: toNode(node), stats: nodeStats(node), servers: servers.map(toResellerServer) } };
  }),

  route('get', '/api/reseller/servers')(({ request, url }) => {
    const reseller = requireReseller(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const node = intQuery(url, 'node', 0);
    const status = url.searchParams.get('status');
    const type = url.searchParams.get('type');
    const rows = resellerServers(reseller).filter((server) => {
      if (node !== 0 && server.node_id !== node) return false;
      if (status && server.status !== status) return false;
      if (isServerType(type) && server.type !== type) return false;
      const owner = db.user.findFirst({ where: { id: { equals: server.user_id } } });
      return matches(search, server.name, server.url, toResellerServer(server).node_alias, owner?.name, owner?.email);
    });
    const sorted = ordered(url, rows, { name: (row) => row.name.toLowerCase(), created_at: (row) => row.created_at, status: (row) => row.status }, 'name');
    return { success: true, ...pageOf(url, sorted, toResellerServer) };
  }),

  route('get', '/api/reseller/servers/{id}')(({ request, params }) => {
    const server = resellerServer(requireReseller(request), intParam(params, 'id'));
    return { success: true, data: toServerDetail(server) };
  }),

  route('post', '/api/reseller/servers/{id}/{action}')(({ request, params }) => {
    const server = resellerServer(requireReseller(request), intParam(params, 'id'));
    const action = ACTIONS.find((candidate) => candidate === params.action);
    if (!action) throw notFound();
    runAction(server, action);
    const after = db.server.findFirst({ where: { id: { equals: server.id } } }) ?? server;
    return { success: true, message: MESSAGES[action], data: toServerDetail(after) };
  }),

  route('get', '/api/reseller/customers')(({ request, url }) => {
    const reseller = requireReseller(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const servers = db.server.getAll();
    const serversOf = (user: UserRow) => servers.filter((server) => server.user_id === user.id).length;
    const rows = resellerCustomers(reseller).filter((customer) => matches(search, customer.name, customer.email));
    const sorted = ordered(url, rows, { name: (row) => row.name.toLowerCase(), created_at: (row) => row.created_at, servers_count: serversOf }, 'name');
    return {
      success: true,
      ...pageOf(url, sorted, (customer) => ({ id: customer.id, name: customer.name, email: customer.email, servers_count: serversOf(customer), created_at: customer.created_at })),
    };
  }),
];
