import type { components } from '@portal/api-client';
import { db, type TicketAttachmentRow, type TicketMessageRow, type TicketRow } from '#db/database.ts';
import { intParam, route } from '#lib/route.ts';
import { announceTicketCount, isUnreadForStaff, isWaiting, markReadByStaff, newTicketCount, toAdminTicketSummary } from '#model/admin-support.ts';
import { requireModerator } from '#model/auth.ts';
import { findServer } from '#model/servers.ts';
import { closeStaleAnsweredTickets, messagesOf } from '#model/support.ts';
import { findUser } from '#model/users.ts';
import { addStaffReply, asyncFormRoute, attachmentResponse, rawRoute, setStatusByStaff, staffTicketPage, ticketOrFail } from './support.ts';

/**
 * The moderator's help desk: the same tickets, threads and files as the customer's and the admin's
 * support, so a moderator's answer is a staff reply that both see. A moderator reads and answers,
 * closes and reopens; assigning, priorities and internal notes stay with the admins.
 */

type Schemas = components['schemas'];

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

/** A ticket as the moderator reads it: the staff's summary and thread without the admins' notes, its files through the moderator's calls. */
function toDetail(row: TicketRow): Schemas['ModeratorTicketDetail'] {
  const server = row.server_id === null ? null : findServer(row.server_id);
  const attachments = db.ticketAttachment
    .getAll()
    .filter((attachment) => attachment.ticket_id === row.id)
    .sort((a, b) => a.id - b.id);
  return {
    ...toAdminTicketSummary(row),
    server: server ? { id: server.id, name: server.name } : null,
    last_read_at: row.staff_read_at,
    messages: messagesOf(row.id).map((message) => toMessage(message, attachments)),
  };
}

/** The moderator's answer with the ticket as it is now; the staff's pages hear the new count. */
function answer(ticket: TicketRow, message: string) {
  announceTicketCount();
  return { success: true, message, data: toDetail(ticket) };
}

export const moderatorTicketHandlers = [
  // Before `/tickets/{id}`, which would take `count-unread` for an id.
  route('get', '/api/moderator/tickets/count-unread')(({ request }) => {
    requireModerator(request);
    return { success: true, count: newTicketCount() };
  }),

  route('get', '/api/moderator/tickets')(({ request, url }) => {
    requireModerator(request);
    return staffTicketPage(url, {
      rules: { unread: 'nullable|in:0,1' },
      // Unread as the count counts it: waiting for the staff, with something nobody has read.
      keep: (ticket, { unread }, facts) => unread !== '1' || (isWaiting(ticket) && isUnreadForStaff(ticket, facts)),
    });
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
    const reply = await addStaffReply(ticketOrFail(intParam(params, 'id')), moderator, input, parts);
    return answer(reply.ticket, reply.message);
  }),

  route('post', '/api/moderator/tickets/{id}/close')(({ request, params }) => {
    requireModerator(request);
    const change = setStatusByStaff(ticketOrFail(intParam(params, 'id')), 'closed');
    return answer(change.ticket, change.message);
  }),

  route('post', '/api/moderator/tickets/{id}/reopen')(({ request, params }) => {
    requireModerator(request);
    const change = setStatusByStaff(ticketOrFail(intParam(params, 'id')), 'open');
    return answer(change.ticket, change.message);
  }),

  rawRoute('get', '/api/moderator/tickets/{id}/attachments/{attachment}')(async ({ request, params }) => {
    requireModerator(request);
    return attachmentResponse(ticketOrFail(intParam(params, 'id')), params);
  }),
];
