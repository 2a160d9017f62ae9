import type { components } from '@portal/api-client';
import { db, type TicketAttachmentRow, type TicketMessageRow, type TicketRow, type UserRow } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { findServer } from './servers.ts';
import { messagesOf, ticketStatus, updateTicket } from './support.ts';
import { findUser, isAdmin } from './users.ts';

type Schemas = components['schemas'];
type AdminTicketSummary = Schemas['AdminTicketSummary'];
type AdminTicketDetail = Schemas['AdminTicketDetail'];
type AdminTicketMessage = Schemas['AdminTicketMessage'];
type AdminTicketNote = Schemas['AdminTicketNote'];
type AdminTicketAssignee = Schemas['AdminTicketAssignee'];
type SupportAttachment = Schemas['SupportAttachment'];
export type TicketPriority = Schemas['AdminTicketPriority'];
export type TicketNoteRow = ReturnType<typeof db.ticketNote.getAll>[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const satisfies readonly TicketPriority[];

export function ticketPriority(row: TicketRow): TicketPriority {
  return (TICKET_PRIORITIES as readonly string[]).includes(row.priority) ? (row.priority as TicketPriority) : 'medium';
}

/** Who answers tickets: admins and moderators. */
export function isStaff(user: UserRow): boolean {
  return isAdmin(user) || user.is_moderator;
}

export function staffMembers(): UserRow[] {
  return db.user
    .getAll()
    .filter(isStaff)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A ticket waits for the staff while it is new or the customer wrote last. */
export function isWaiting(row: TicketRow): boolean {
  const status = ticketStatus(row);
  return status === 'open' || status === 'customer-reply';
}

interface ThreadFacts {
  messages: number;
  /** The customer's last message; a ticket without a thread counts from its opening. */
  lastCustomerAt: string | null;
}

/** What the list needs of every thread, read in one pass over the messages. */
export function threadFacts(): Map<number, ThreadFacts> {
  const facts = new Map<number, ThreadFacts>();
  for (const message of db.ticketMessage.getAll()) {
    const entry = facts.get(message.ticket_id) ?? { messages: 0, lastCustomerAt: null };
    entry.messages += 1;
    if (!message.staff && (entry.lastCustomerAt === null || message.created_at > entry.lastCustomerAt)) entry.lastCustomerAt = message.created_at;
    facts.set(message.ticket_id, entry);
  }
  return facts;
}

/** The customer wrote (or opened the ticket) since the staff last read it. */
export function isUnreadForStaff(row: TicketRow, facts: Map<number, ThreadFacts> = threadFacts()): boolean {
  const lastCustomerAt = facts.get(row.id)?.lastCustomerAt ?? row.created_at;
  return row.staff_read_at === null || row.staff_read_at < lastCustomerAt;
}

/**
 * New tickets, as `count-new` and the `unread-tickets` event count them: waiting for the staff,
 * with something from the customer that nobody on the staff has read yet.
 */
/** A staff member opened the ticket: it is no longer new, and the count follows, on the channel too. */
export function markReadByStaff(ticket: TicketRow): number {
  updateTicket(ticket.id, { staff_read_at: isoNow() });
  announceTicketCount();
  return newTicketCount();
}

export function newTicketCount(): number {
  const facts = threadFacts();
  return db.ticket.getAll().filter((row) => isWaiting(row) && isUnreadForStaff(row, facts)).length;
}

/** Tells the staff's pages the new count (the browser demo turns this into `unread-tickets`). */
export function announceTicketCount(): void {
  domainEvents.emit('tickets-changed', { count: newTicketCount() });
}

function staffRef(id: number | null): { id: number; name: string } | null {
  const user = id === null ? null : findUser(id);
  return user ? { id: user.id, name: user.name } : null;
}

export function toAdminTicketSummary(row: TicketRow, facts: Map<number, ThreadFacts> = threadFacts()): AdminTicketSummary {
  const customer = findUser(row.user_id);
  return {
    id: row.id,
    subject: row.subject,
    status: ticketStatus(row),
    priority: ticketPriority(row),
    department: row.department,
    ...(customer ? { user: { id: customer.id, name: customer.name, email: customer.email } } : {}),
    assignee: staffRef(row.assignee_id),
    unread: isUnreadForStaff(row, facts),
    messages_count: facts.get(row.id)?.messages ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toAttachment(row: TicketAttachmentRow): SupportAttachment {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime, url: `/api/admin/support/tickets/${row.ticket_id}/attachments/${row.id}` };
}

function toAdminTicketMessage(row: TicketMessageRow): AdminTicketMessage {
  const author = findUser(row.user_id);
  return {
    id: row.id,
    author: { id: author?.id ?? null, name: author?.name ?? (row.staff ? 'MediaDock Support' : 'Former customer'), role: row.staff ? 'staff' : 'customer' },
    body: row.body,
    format: row.format === 'html' ? 'html' : 'text',
    created_at: row.created_at,
    attachments: db.ticketAttachment
      .getAll()
      .filter((attachment) => attachment.message_id === row.id)
      .sort((a, b) => a.id - b.id)
      .map(toAttachment),
  };
}

export function notesOf(ticketId: number): TicketNoteRow[] {
  return db.ticketNote
    .getAll()
    .filter((row) => row.ticket_id === ticketId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

function toAdminTicketNote(row: TicketNoteRow): AdminTicketNote {
  return { id: row.id, author: staffRef(row.user_id), body: row.body, created_at: row.created_at };
}

export function toAdminTicketDetail(row: TicketRow): AdminTicketDetail {
  const server = row.server_id === null ? null : findServer(row.server_id);
  return {
    ...toAdminTicketSummary(row),
    server: server ? { id: server.id, name: server.name } : null,
    last_read_at: row.staff_read_at,
    messages: messagesOf(row.id).map(toAdminTicketMessage),
    notes: notesOf(row.id).map(toAdminTicketNote),
  };
}

export function toAdminTicketAssignee(user: UserRow): AdminTicketAssignee {
  const open = db.ticket.getAll().filter((row) => row.assignee_id === user.id && ticketStatus(row) !== 'closed').length;
  return { id: user.id, name: user.name, email: user.email, role: isAdmin(user) ? 'admin' : 'moderator', open_tickets: open };
}
