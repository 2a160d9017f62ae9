import type { components, SearchResult } from '@portal/api-client';
import { db, type NodeRow } from '#db/database.ts';
import { ago, isoNow } from '#lib/clock.ts';
import { notFound } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { newTicketCount } from '#model/admin-support.ts';
import { requireAdmin } from '#model/auth.ts';
import { openTicketCount } from '#model/notifications.ts';
import { byNewest, toProcess } from '#model/processes.ts';
import { SERVER_TYPES, TYPE_LABEL, serverType } from '#model/servers.ts';
import { messagesOf } from '#model/support.ts';
import { toAdminTrialRequest } from '#model/trial-requests.ts';
import { findUser } from '#model/users.ts';
import { manualBillingCustomers } from './admin-manual-billing.ts';

const SECTIONS = ['users', 'nodes', 'services'] as const;
type Section = (typeof SECTIONS)[number];

/** `users:jordan` searches users only; without a known prefix every section is searched. */
function parseQuery(raw: string): { sections: readonly Section[]; term: string } {
  const match = /^(\w+):(.*)$/s.exec(raw.trim());
  const section = SECTIONS.find((candidate) => candidate === match?.[1]?.toLowerCase());
  if (match && section) return { sections: [section], term: (match[2] ?? '').trim().toLowerCase() };
  return { sections: SECTIONS, term: raw.trim().toLowerCase() };
}

function search(section: Section, term: string): SearchResult[] {
  const matches = (...values: (string | number | null)[]) => values.some((value) => value !== null && String(value).toLowerCase().includes(term));
  switch (section) {
    case 'users':
      return db.user
        .getAll()
        .filter((user) => matches(user.name, user.email, user.id, user.whmcs_id))
        .map((user) => ({ id: user.id, name: `${user.name} (${user.email})`, image: null, target: `/app/admin/users/${user.id}` }));
    case 'nodes':
      return db.node
        .getAll()
        .filter((node) => matches(node.alias, node.host, node.location, node.id))
        .map((node) => ({ id: node.id, name: `${node.alias} – ${node.location}`, image: null, target: `/app/admin/nodes/${node.id}` }));
    case 'services':
      return db.server
        .getAll()
        .filter((server) => matches(server.name, server.slug, server.type, server.url))
        .map((server) => ({
          id: server.id,
          name: `${server.name} (${TYPE_LABEL[serverType(server)]})`,
          image: null,
          target: `/app/admin/services?search=${encodeURIComponent(server.slug)}`,
        }));
  }
}

type DashboardSchemas = components['schemas'];

/** A disk this full needs someone to move data before it fills up (as the nodes list says). */
const DISK_WARNING_PERCENT = 90;

/** Why a node needs an admin, most urgent first, by the same rules as the nodes list's `attention`. */
function dashboardNode(node: NodeRow): DashboardSchemas['AdminDashboardNode'] {
  const status = node.rebooting_until !== null ? 'rebooting' : node.online ? 'online' : 'offline';
  const attention: string[] = [];
  if (status === 'offline') attention.push('offline');
  if (node.disk_percent >= DISK_WARNING_PERCENT) attention.push('disk');
  if (node.mounts_failing) attention.push('mounts');
  if (node.monitor_id === null) attention.push('unmonitored');
  const servers = db.server.getAll().filter((server) => server.node_id === node.id).length;
  return { id: node.id, name: node.alias, status, attention, host: node.host, location: node.location, server_count: servers };
}

/** The newest tickets waiting for staff; unread while the customer wrote last. */
function dashboardTickets(): DashboardSchemas['AdminDashboardTicket'][] {
  return db.ticket
    .getAll()
    .filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
    .slice(0, 5)
    .map((ticket) => {
      const customer = findUser(ticket.user_id);
      const last = messagesOf(ticket.id).at(-1);
      return {
        id: ticket.id,
        subject: ticket.subject,
        status: ticket.status === 'customer-reply' ? 'customer-reply' : 'open',
        ...(customer ? { user: { id: customer.id, name: customer.name, email: customer.email } } : {}),
        unread: last ? !last.staff : true,
        updated_at: ticket.updated_at,
      };
    });
}

function dashboardTrials(): DashboardSchemas['AdminDashboardTrialRequest'][] {
  return db.requestedTrial
    .getAll()
    .filter((row) => row.status === 'pending')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, 5)
    .map((row) => {
      const { id, kind, name, email, status, created_at, server_type, product } = toAdminTrialRequest(row);
      return { id, kind, name, email, status, created_at, ...(server_type ? { server_type } : {}), product: product ?? null };
    });
}

export const adminHandlers = [
  route('get', '/api/admin/dashboard')(({ request }) => {
    requireAdmin(request);
    const nodes = db.node.getAll();
    const servers = db.server.getAll();
    const byType = { plex: 0, emby: 0, jellyfin: 0 };
    for (const type of SERVER_TYPES) byType[type] = servers.filter((server) => server.type === type).length;
    return {
      success: true,
      data: {
        counts: {
          nodes: nodes.length,
          nodes_online: nodes.filter((node) => node.online).length,
          servers: servers.length,
          servers_running: servers.filter((server) => server.status === 'running').length,
          users: db.user.count(),
          open_tickets: openTicketCount(),
        },
        servers_by_type: byType,
        recent_processes: db.process.getAll().sort(byNewest).slice(0, 5).map(toProcess),
        attention_nodes: nodes
          .map(dashboardNode)
          .filter((node) => node.attention.length > 0)
          .sort((a, b) => Number(b.status === 'offline') - Number(a.status === 'offline') || b.attention.length - a.attention.length || a.id - b.id)
          .slice(0, 8),
        open_tickets: dashboardTickets(),
        pending_trials: dashboardTrials(),
        manual_billing: manualBillingCustomers(),
      },
    };
  }),

  route('get', '/api/admin/processes/recent')(({ request }) => {
    requireAdmin(request);
    const since = ago({ hours: 1 });
    const recent = db.process
      .getAll()
      .filter((process) => process.created_at >= since)
      .sort(byNewest);
    return { success: true, data: recent.map(toProcess), meta: { last_updated: isoNow() } };
  }),

  route('get', '/api/admin/processes/process/{id}')(({ request, params }) => {
    requireAdmin(request);
    const process = db.process.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
    if (!process) throw notFound('Process not found.');
    return { success: true, data: toProcess(process) };
  }),

  route('get', '/api/admin/processes/related/{id}')(({ request, params }) => {
    requireAdmin(request);
    const process = db.process.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
    if (!process) throw notFound('Process not found.');
    const related = process.transaction_id
      ? db.process
          .getAll()
          .filter((other) => other.transaction_id === process.transaction_id)
          .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      : [process];
    return { success: true, data: related.map(toProcess) };
  }),

  route('get', '/api/admin/search')(({ request, url }) => {
    requireAdmin(request);
    const { sections, term } = parseQuery(url.searchParams.get('query') ?? '');
    if (!term) return { success: true, results: [] };
    const limit = sections.length === 1 ? 15 : 5;
    return { success: true, results: sections.flatMap((section) => search(section, term).slice(0, limit)) };
  }),

  route('get', '/api/admin/support/tickets/count-new')(({ request }) => {
    requireAdmin(request);
    return { success: true, count: newTicketCount() };
  }),
];
