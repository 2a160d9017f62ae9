import type { components } from '@portal/api-client';
import { db, type TicketAttachmentRow, type TicketMessageRow, type TicketRow, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, isPast, later } from '#lib/clock.ts';
import { notFound } from '#lib/http-error.ts';
import { findServer } from './servers.ts';
import { findUser } from './users.ts';

type Schemas = components['schemas'];
type SupportTicket = Schemas['SupportTicket'];
type SupportTicketDetail = Schemas['SupportTicketDetail'];
type SupportMessage = Schemas['SupportMessage'];
type SupportAttachment = Schemas['SupportAttachment'];
type SupportDepartment = Schemas['SupportDepartment'];

export const TICKET_STATUSES = ['open', 'answered', 'customer-reply', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What each department the desk started with is for; a department an admin adds has no description. */
const DEPARTMENT_DESCRIPTIONS: Record<string, string> = {
  technical: 'Your server does not start, buffers, misses media or shows an error.',
  billing: 'Invoices, payments, refunds and changes to your plan.',
  sales: 'Questions before you buy, upgrades and trials.',
  general: 'Anything else, from sharing your library to feature ideas.',
};

/** The support desk's rules as the admins saved them in the system settings. */
export function supportSettings() {
  const row = db.supportSetting.findFirst({ where: { id: { equals: 'support' } } });
  if (!row) throw new Error('The support settings have not been seeded.');
  return row;
}

/**
 * The support settings' auto-close: a ticket the staff answered whose last staff reply is older than
 * `auto_close_days` (0 = never) is closed, dated the moment it became due. Called before tickets are
 * listed or read, so the rule holds without a scheduler.
 */
export function closeStaleAnsweredTickets(): void {
  const days = db.supportSetting.findFirst({ where: { id: { equals: 'support' } } })?.auto_close_days ?? 0;
  if (days <= 0) return;
  for (const ticket of db.ticket.findMany({ where: { status: { equals: 'answered' } } })) {
    const lastStaffReply = messagesOf(ticket.id).filter((message) => message.staff).at(-1);
    if (!lastStaffReply) continue;
    const due = later({ days }, Date.parse(lastStaffReply.created_at));
    if (isPast(due)) updateTicket(ticket.id, { status: 'closed', updated_at: due });
  }
}

/** The departments a customer can open a ticket with, in the admins' order. */
export function departments(): SupportDepartment[] {
  return supportSettings().departments.map((name) => ({ name, description: DEPARTMENT_DESCRIPTIONS[name.toLowerCase()] ?? '' }));
}

export interface AttachmentLimits {
  files: number;
  bytes: number;
  extensions: readonly string[];
}

/** The attachment rules of opening a ticket and replying. */
export function attachmentLimits(): AttachmentLimits {
  const row = supportSettings();
  return { files: row.max_attachments, bytes: row.max_attachment_mb * 1024 * 1024, extensions: [...row.allowed_extensions] };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  log: 'text/plain',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The type a file is stored and served with: taken from its extension, which the rules checked. */
export function mimeOf(name: string): string {
  return MIME_BY_EXTENSION[extensionOf(name)] ?? 'application/octet-stream';
}

export function ticketStatus(row: TicketRow): TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(row.status) ? (row.status as TicketStatus) : 'open';
}

export function findTicket(id: number): TicketRow | null {
  return db.ticket.findFirst({ where: { id: { equals: id } } });
}

export function ownTicket(user: UserRow, id: number): TicketRow {
  const ticket = findTicket(id);
  if (!ticket || ticket.user_id !== user.id) throw notFound('Ticket not found.');
  return ticket;
}

export function messagesOf(ticketId: number): TicketMessageRow[] {
  return db.ticketMessage
    .getAll()
    .filter((row) => row.ticket_id === ticketId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export function toSupportAttachment(row: TicketAttachmentRow): SupportAttachment {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime, url: `/api/customer/support/tickets/${row.ticket_id}/attachments/${row.id}` };
}

export function toSupportMessage(row: TicketMessageRow, viewer: UserRow): SupportMessage {
  const author = findUser(row.user_id);
  const attachments = db.ticketAttachment
    .getAll()
    .filter((attachment) => attachment.message_id === row.id)
    .sort((a, b) => a.id - b.id)
    .map(toSupportAttachment);
  return {
    id: row.id,
    author: {
      name: author?.name ?? (row.staff ? 'MediaDock Support' : 'Former customer'),
      role: row.staff ? 'staff' : 'customer',
      is_you: row.user_id === viewer.id,
    },
    body: row.body,
    format: row.format === 'html' ? 'html' : 'text',
    created_at: row.created_at,
    attachments,
  };
}

export function toSupportTicket(row: TicketRow): SupportTicket {
  const messages = messagesOf(row.id);
  const server = row.server_id === null ? null : findServer(row.server_id);
  return {
    id: row.id,
    subject: row.subject,
    department: row.department,
    status: ticketStatus(row),
    server: server ? { id: server.id, name: server.name } : null,
    last_reply_by: messages.at(-1)?.staff ? 'staff' : 'customer',
    // A ticket is opened with a message; an older row without a thread still counts that one.
    messages_count: Math.max(1, messages.length),
    unread_replies: messages.filter((message) => message.staff && (row.customer_read_at === null || message.created_at > row.customer_read_at)).length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toSupportTicketDetail(row: TicketRow, viewer: UserRow): SupportTicketDetail {
  return { ...toSupportTicket(row), messages: messagesOf(row.id).map((message) => toSupportMessage(message, viewer)) };
}

export interface UploadedFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** Base64 without Node's Buffer, so the same code runs in the browser's demo. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Adds a message (and its files) to a ticket's thread. */
export function addMessage(ticket: TicketRow, author: UserRow, body: string, files: UploadedFile[], options: { staff?: boolean; format?: 'text' | 'html'; at?: string } = {}): TicketMessageRow {
  const at = options.at ?? isoNow();
  const message = db.ticketMessage.create({
    id: nextId('ticketMessage'),
    ticket_id: ticket.id,
    user_id: author.id,
    staff: options.staff ?? false,
    body,
    format: options.format ?? 'text',
    created_at: at,
  });
  for (const file of files) {
    db.ticketAttachment.create({
      id: nextId('ticketAttachment'),
      ticket_id: ticket.id,
      message_id: message.id,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      content: toBase64(file.bytes),
      created_at: at,
    });
  }
  return message;
}

/** The customer opened the thread: every staff reply so far is read. */
export function markRead(ticket: TicketRow, at: string = isoNow()): TicketRow {
  return updateTicket(ticket.id, { customer_read_at: at });
}

export function updateTicket(id: number, data: Partial<Omit<TicketRow, 'id'>>): TicketRow {
  const row = db.ticket.update({ where: { id: { equals: id } }, data });
  if (!row) throw notFound('Ticket not found.');
  return row;
}
