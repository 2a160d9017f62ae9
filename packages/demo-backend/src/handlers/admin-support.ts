import { HttpResponse } from 'msw';
import { db, type TicketRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { regex, str, validate, type CustomRule } from '#lib/validation.ts';
import {
  announceTicketCount,
  isStaff,
  markReadByStaff,
  staffMembers,
  threadFacts,
  TICKET_PRIORITIES,
  ticketPriority,
  toAdminTicketAssignee,
  toAdminTicketDetail,
  toAdminTicketSummary,
} from '#model/admin-support.ts';
import { requireAdmin } from '#model/auth.ts';
import { closeStaleAnsweredTickets, findTicket, fromBase64, TICKET_STATUSES, ticketStatus, updateTicket } from '#model/support.ts';
import { findUser } from '#model/users.ts';
import { addStaffReply, asyncFormRoute, rawRoute } from './support.ts';

const SORTABLE = ['updated_at', 'created_at', 'id', 'subject', 'status', 'priority', 'customer'] as const;
type SortColumn = (typeof SORTABLE)[number];

function ticketOrFail(id: number): TicketRow {
  const ticket = findTicket(id);
  if (!ticket) throw notFound('Ticket not found.');
  return ticket;
}

/** Laravel's `exists` rule over the staff: an admin or a moderator. */
const staffRule: CustomRule = (value, attribute) => {
  const user = findUser(Number(value));
  return user && isStaff(user) ? null : `The selected ${attribute.replace(/_/g, ' ')} is invalid.`;
};

/** The order of a column; ties go to the most recently updated, then the highest number. */
function comparator(column: SortColumn, direction: 1 | -1, customers: Map<number, string>) {
  const rank = (row: TicketRow) => TICKET_PRIORITIES.indexOf(ticketPriority(row));
  const value = (row: TicketRow): string | number => {
    switch (column) {
      case 'id':
        return row.id;
      case 'priority':
        return rank(row);
      case 'status':
        return ticketStatus(row);
      case 'customer':
        return customers.get(row.user_id) ?? '';
      default:
        return row[column];
    }
  };
  return (a: TicketRow, b: TicketRow): number => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return direction * order || b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
  };
}

/** The staff answer with the ticket as it is now; a change the staff made means they have read it. */
function answer(ticket: TicketRow, message: string) {
  announceTicketCount();
  return { success: true, message, data: toAdminTicketDetail(ticket) };
}

function touch(ticket: TicketRow, data: Partial<Omit<TicketRow, 'id'>> = {}): TicketRow {
  const at = isoNow();
  return updateTicket(ticket.id, { updated_at: at, staff_read_at: at, ...data });
}

export const adminSupportHandlers = [
  route('get', '/api/admin/support/tickets')(({ request, url }) => {
    const admin = requireAdmin(request);
    closeStaleAnsweredTickets();
    const query = url.searchParams;
    const filters = {
      status: query.get('status') || null,
      priority: query.get('priority') || null,
      assignee: query.get('assignee') || null,
      sortDirection: query.get('sortDirection') || null,
    };
    validate(filters, {
      status: `nullable|in:${TICKET_STATUSES.join(',')}`,
      priority: `nullable|in:${TICKET_PRIORITIES.join(',')}`,
      assignee: ['nullable', regex(/^(me|none|\d+)$/)],
      sortDirection: 'nullable|in:asc,desc',
    });
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const column = SORTABLE.find((candidate) => candidate === query.get('sortColumn')) ?? 'updated_at';
    const direction = filters.sortDirection === 'asc' ? 1 : filters.sortDirection === 'desc' ? -1 : column === 'updated_at' ? -1 : 1;
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const number = /^#?(\d+)$/.exec(search)?.[1];
    const users = new Map(db.user.getAll().map((user) => [user.id, user]));
    const assignee = filters.assignee === 'me' ? admin.id : filters.assignee === 'none' ? null : filters.assignee === null ? undefined : Number(filters.assignee);
    const matches = db.ticket.getAll().filter((ticket) => {
      if (filters.status && ticketStatus(ticket) !== filters.status) return false;
      if (filters.priority && ticketPriority(ticket) !== filters.priority) return false;
      if (assignee !== undefined && ticket.assignee_id !== assignee) return false;
      if (!search) return true;
      const customer = users.get(ticket.user_id);
      return (
        (number !== undefined && String(ticket.id) === number) ||
        ticket.subject.toLowerCase().includes(search) ||
        Boolean(customer && (customer.name.toLowerCase().includes(search) || customer.email.toLowerCase().includes(search)))
      );
    });
    const customers = new Map([...users].map(([id, user]) => [id, user.name]));
    matches.sort(comparator(column, direction, customers));
    const total = matches.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    const facts = threadFacts();
    return {
      success: true,
      data: matches.slice((page - 1) * perPage, page * perPage).map((ticket) => toAdminTicketSummary(ticket, facts)),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    };
  }),

  route('get', '/api/admin/support/assignees')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: staffMembers().map(toAdminTicketAssignee) };
  }),

  route('get', '/api/admin/support/tickets/{id}')(({ request, params }) => {
    requireAdmin(request);
    closeStaleAnsweredTickets();
    return { success: true, data: toAdminTicketDetail(ticketOrFail(intParam(params, 'id'))) };
  }),

  route('post', '/api/admin/support/tickets/{id}/read')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, count: markReadByStaff(ticketOrFail(intParam(params, 'id'))) };
  }),

  asyncFormRoute('/api/admin/support/tickets/{id}/reply')(async ({ request, params, input, files: parts }) => {
    const admin = requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    await addStaffReply(ticket, admin, input, parts);
    return answer(touch(ticket, { status: 'answered' }), 'Your reply has been sent to the customer.');
  }),

  route('post', '/api/admin/support/tickets/{id}/note')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    validate(body, { note: 'required|string|max:5000' });
    db.ticketNote.create({ id: nextId('ticketNote'), ticket_id: ticket.id, user_id: admin.id, body: str(body.note), created_at: isoNow() });
    // A note is for the staff: the customer's view of the ticket, its date included, stays as it was.
    return answer(updateTicket(ticket.id, { staff_read_at: isoNow() }), 'The note has been added.');
  }),

  route('post', '/api/admin/support/tickets/{id}/close')(({ request, params }) => {
    requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    if (ticketStatus(ticket) === 'closed') throw conflict('This ticket is closed already.');
    return answer(touch(ticket, { status: 'closed' }), 'The ticket has been closed.');
  }),

  route('post', '/api/admin/support/tickets/{id}/reopen')(({ request, params }) => {
    requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    if (ticketStatus(ticket) !== 'closed') throw conflict('This ticket is open already.');
    return answer(touch(ticket, { status: 'open' }), 'The ticket has been reopened.');
  }),

  route('post', '/api/admin/support/tickets/{id}/assign')(({ request, params, body }) => {
    requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    if (!('assignee_id' in body)) throw validationFailed({ assignee_id: ['The assignee id field must be present.'] });
    validate(body, { assignee_id: ['nullable', 'integer', staffRule] });
    const assignee = body.assignee_id === null ? null : findUser(Number(body.assignee_id));
    const updated = updateTicket(ticket.id, { assignee_id: assignee?.id ?? null });
    return answer(updated, assignee ? `The ticket has been assigned to ${assignee.name}.` : 'The ticket is no longer assigned.');
  }),

  route('post', '/api/admin/support/tickets/{id}/priority')(({ request, params, body }) => {
    requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    validate(body, { priority: `required|string|in:${TICKET_PRIORITIES.join(',')}` });
    const updated = updateTicket(ticket.id, { priority: str(body.priority) });
    return answer(updated, `The priority is now ${ticketPriority(updated)}.`);
  }),

  rawRoute('get', '/api/admin/support/tickets/{id}/attachments/{attachment}')(async ({ request, params }) => {
    requireAdmin(request);
    const ticket = ticketOrFail(intParam(params, 'id'));
    const row = db.ticketAttachment.findFirst({ where: { id: { equals: intParam(params, 'attachment') } } });
    if (!row || row.ticket_id !== ticket.id) throw notFound('Attachment not found.');
    const bytes = fromBase64(row.content);
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': row.mime,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="${row.name.replace(/["\\\r\n]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
