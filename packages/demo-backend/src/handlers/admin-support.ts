import { db, type TicketRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { regex, str, validate, type CustomRule } from '#lib/validation.ts';
import { announceTicketCount, isStaff, markReadByStaff, staffMembers, TICKET_PRIORITIES, ticketPriority, toAdminTicketAssignee, toAdminTicketDetail } from '#model/admin-support.ts';
import { requireAdmin } from '#model/auth.ts';
import { closeStaleAnsweredTickets, updateTicket } from '#model/support.ts';
import { findUser } from '#model/users.ts';
import { addStaffReply, asyncFormRoute, attachmentResponse, rawRoute, setStatusByStaff, staffTicketPage, ticketOrFail } from './support.ts';

/** Laravel's `exists` rule over the staff: an admin or a moderator. */
const staffRule: CustomRule = (value, attribute) => {
  const user = findUser(Number(value));
  return user && isStaff(user) ? null : `The selected ${attribute.replace(/_/g, ' ')} is invalid.`;
};

/** The staff answer with the ticket as it is now; the staff's pages hear the new count. */
function answer(ticket: TicketRow, message: string) {
  announceTicketCount();
  return { success: true, message, data: toAdminTicketDetail(ticket) };
}

export const adminSupportHandlers = [
  route('get', '/api/admin/support/tickets')(({ request, url }) => {
    const admin = requireAdmin(request);
    return staffTicketPage(url, {
      rules: { assignee: ['nullable', regex(/^(me|none|\d+)$/)] },
      keep: (ticket, { assignee }) => assignee === null || ticket.assignee_id === (assignee === 'me' ? admin.id : assignee === 'none' ? null : Number(assignee)),
    });
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
    const reply = await addStaffReply(ticketOrFail(intParam(params, 'id')), admin, input, parts);
    return answer(reply.ticket, reply.message);
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
    const change = setStatusByStaff(ticketOrFail(intParam(params, 'id')), 'closed');
    return answer(change.ticket, change.message);
  }),

  route('post', '/api/admin/support/tickets/{id}/reopen')(({ request, params }) => {
    requireAdmin(request);
    const change = setStatusByStaff(ticketOrFail(intParam(params, 'id')), 'open');
    return answer(change.ticket, change.message);
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
    return attachmentResponse(ticketOrFail(intParam(params, 'id')), params);
  }),
];
