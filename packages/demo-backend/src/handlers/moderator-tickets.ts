import type { components } from '@portal/api-client';
import { HttpResponse } from 'msw';
import { db, type TicketAttachmentRow, type TicketMessageRow, type TicketRow } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { validate } from '#lib/validation.ts';
import { announceTicketCount, isUnreadForStaff, isWaiting, markReadByStaff, newTicketCount, threadFacts, TICKET_PRIORITIES, ticketPriority } from '#model/admin-support.ts';
import { requireModerator } from '#model/auth.ts';
import { findServer } from '#model/servers.ts';
import { closeStaleAnsweredTickets, findTicket, fromBase64, messagesOf, TICKET_STATUSES, ticketStatus, updateTicket } from '#model/support.ts';
import { findUser } from '#model/users.ts';
import { addStaffReply, asyncFormRoute, rawRoute } from './support.ts';

/**
 * The moderator's help desk: the same tickets, threads and files as the customer's and the admin's
 * support, so a moderator's answer is a staff reply that both see. A moderator reads and answers,
 * closes and reopens; assigning, priorities and internal notes stay with the admins.
 */

type Schemas = components['schemas'];
type Facts = ReturnType<typeof threadFacts>;

const SORTABLE = ['updated_at', 'created_at', 'id', 'subject', 'status', 'priority', 'customer'] as const;
type SortColumn = (typeof SORTABLE)[number];

function ticketOrFail(id: number): TicketRow {
  const ticket = findTicket(id);
  if (!ticket) throw notFound('Ticket not found.');
  return ticket;
}

function toSummary(row: TicketRow, facts: Facts): Schemas['ModeratorTicketSummary'] {
  const customer = findUser(row.user_id);
  const assignee = row.assignee_id === null ? null : findUser(row.assignee_id);
  return {
    id: row.id,
    subject: row.subject,
    status: ticketStatus(row),
    priority: ticketPriority(row),
    department: row.department,
    ...(customer ? { user: { id: customer.id, name: customer.name, email: customer.email } } : {}),
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    unread: isUnreadForStaff(row, facts),
    messages_count: facts.get(row.id)?.messages ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toAttachment(row: TicketAttachmentRow): Schemas['SupportAttachment'] {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime, url: `/api/moderator/tickets/${row.ticket_id}/attachments/${row.id}` };
}

function toMessage(row: TicketMessageRow, attachments: TicketAttachmentRow[]): Schemas['ModeratorTicketMessage'] {
  const author = findUser(row.user_id);
  return {
    id: row.id,
    author: { id: author?.id ?? null, name: author?.name ?? (row.staff ? 'MediaDock Support' : 'Former customer'), role: row.staff ? 'staff' : 'customer' },
    body: row.body,
    format: row.format === 'html' ? 'html' : 'text',
    created_at: row.created_at,
    attachments: attachments.filter((attachment) => attachment.message_id === row.id).map(toAttachment),
  };
}

function toDetail(row: TicketRow): Schemas['ModeratorTicketDetail'] {
  const server = row.server_id === null ? null : findServer(row.server_id);
  const attachments = db.ticketAttachment
    .getAll()
    .filter((attachment) => attachment.ticket_id === row.id)
    .sort((a, b) => a.id - b.id);
  return {
    ...toSummary(row, threadFacts()),
    server: server ? { id: server.id, name: server.name } : null,
    last_read_at: row.staff_read_at,
    messages: messagesOf(row.id).map((message) => toMessage(message, attachments)),
  };
}

/** Sort keys by column; ties go to the most recently updated, then the highest number. */
function sortKey(column: SortColumn, customers: Map<number, string>): (row: TicketRow) => string | number {
  if (column === 'id') return (row) => row.id;
  if (column === 'priority') return (row) => TICKET_PRIORITIES.indexOf(ticketPriority(row));
  if (column === 'status') return (row) => ticketStatus(row);
  if (column === 'customer') return (row) => customers.get(row.user_id) ?? '';
  return (row) => row[column];
}

function sortTickets(rows: TicketRow[], column: SortColumn, direction: 1 | -1, customers: Map<number, string>): TicketRow[] {
  const key = sortKey(column, customers);
  const compare = (left: string | number, right: string | number) => (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right)));
  return rows.sort((a, b) => direction * compare(key(a), key(b)) || b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
}

/** The search box: a ticket number (`1045`, `#1045`), words of the subject, the customer's name or address. */
function matchesSearch(ticket: TicketRow, search: string, customer: { name: string; email: string } | undefined): boolean {
  if (!search) return true;
  const number = /^#?(\d+)$/.exec(search)?.[1];
  if (number !== undefined && String(ticket.id) === number) return true;
  const haystack = [ticket.subject, customer?.name ?? '', customer?.email ?? ''].map((text) => text.toLowerCase());
  return haystack.some((text) => text.includes(search));
}

/** A change a moderator made means they have read the ticket; the staff's pages hear the new count. */
function changed(ticket: TicketRow, data: Partial<Omit<TicketRow, 'id'>>, message: string) {
  const at = isoNow();
  const updated = updateTicket(ticket.id, { updated_at: at, staff_read_at: at, ...data });
  announceTicketCount();
  return { success: true, message, data: toDetail(updated) };
}

export const moderatorTicketHandlers = [
  // Before `/tickets/{id}`, which would take `count-unread` for an id.
  route('get', '/api/moderator/tickets/count-unread')(({ request }) => {
    requireModerator(request);
    return { success: true, count: newTicketCount() };
  }),

  route('get', '/api/moderator/tickets')(({ request, url }) => {
    requireModerator(request);
    closeStaleAnsweredTickets();
    const query = url.searchParams;
    const filters = {
      status: query.get('status') || null,
      priority: query.get('priority') || null,
      unread: query.get('unread') || null,
      sortDirection: query.get('sortDirection') || null,
    };
    validate(filters, {
      status: `nullable|in:${TICKET_STATUSES.join(',')}`,
      priority: `nullable|in:${TICKET_PRIORITIES.join(',')}`,
      unread: 'nullable|in:0,1',
      sortDirection: 'nullable|in:asc,desc',
    });
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const column = SORTABLE.find((candidate) => candidate === query.get('sortColumn')) ?? 'updated_at';
    const direction = filters.sortDirection === 'asc' ? 1 : filters.sortDirection === 'desc' ? -1 : column === 'updated_at' ? -1 : 1;
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const users = new Map(db.user.getAll().map((user) => [user.id, user]));
    const facts = threadFacts();
    const matches = db.ticket.getAll().filter(
      (ticket) =>
        (!filters.status || ticketStatus(ticket) === filters.status) &&
        (!filters.priority || ticketPriority(ticket) === filters.priority) &&
        // Unread as the count counts it: waiting for the staff, with something nobody has read.
        (filters.unread !== '1' || (isWaiting(ticket) && isUnreadForStaff(ticket, facts))) &&
        matchesSearch(ticket, search, users.get(ticket.user_id)),
    );
    sortTickets(matches, column, direction, new Map([...users].map(([id, user]) => [id, user.name])));
    const total = matches.length;
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: matches.slice((page - 1) * perPage, page * perPage).map((ticket) => toSummary(ticket, facts)),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
    };
  }),

  route('get', '/api/moderator/tickets/{id}')(({ request, params }) => {
    requireModerator(request);
    closeStaleAnsweredTickets();
    return { success: true, data: toDetail(ticketOrFail(intParam(params, 'id'))) };
  }),

  route('post', '/api/moderator/tickets/{id}/read')(({ request, params }) => {
    requireModerator(request);
    return { success: true, count: markReadByStaff(ticketOrFail(intParam(params, 'id'))) };
  }),

  asyncFormRoute('/api/moderator/tickets/{id}/reply')(async ({ request, params, input, files: parts }) => {
    const moderator = requireModerator(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    await addStaffReply(ticket, moderator, input, parts);
    return changed(ticket, { status: 'answered' }, 'Your reply has been sent to the customer.');
  }),

  route('post', '/api/moderator/tickets/{id}/close')(({ request, params }) => {
    requireModerator(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    if (ticketStatus(ticket) === 'closed') throw conflict('This ticket is closed already.');
    return changed(ticket, { status: 'closed' }, 'The ticket has been closed.');
  }),

  route('post', '/api/moderator/tickets/{id}/reopen')(({ request, params }) => {
    requireModerator(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    if (ticketStatus(ticket) !== 'closed') throw conflict('This ticket is open already.');
    return changed(ticket, { status: 'open' }, 'The ticket has been reopened.');
  }),

  rawRoute('get', '/api/moderator/tickets/{id}/attachments/{attachment}')(async ({ request, params }) => {
    requireModerator(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    const row = db.ticketAttachment.findFirst({ where: { id: { equals: intParam(params, 'attachment') } } });
    if (!row || row.ticket_id !== ticket.id) throw notFound('Attachment not found.');
    const bytes = fromBase64(row.content);
    const filename = row.name.replace(/["\\\r\n]/g, '_');
    const headers = new Headers({ 'Content-Type': row.mime, 'Content-Length': String(bytes.length), 'Cache-Control': 'private, no-store' });
    headers.set('Content-Disposition', `attachment; filename="${filename}"`);
    return new HttpResponse(bytes, { status: 200, headers });
  }),
];
