import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/** Support tickets with their threads and attachments, and what customers' browsers measured in the buffering test. */
export const supportModels = {
  ticket: {
    id: primaryKey(Number),
    user_id: count,
    subject: text,
    department: text,
    /** open, answered, customer-reply or closed. */
    status: text,
    /** The customer's server the ticket is about. */
    server_id: nullable<number>(() => null),
    created_at: text,
    updated_at: text,
    /** When the customer last opened the thread; staff replies after it are unread. */
    customer_read_at: nullable<string>(() => null),
    /** low, medium, high or urgent; set by the staff. */
    priority: () => 'medium',
    /** The staff member (an admin or a moderator) who has the ticket. */
    assignee_id: nullable<number>(() => null),
    /** When the staff last read the thread; the customer's messages after it are new to them. */
    staff_read_at: nullable<string>(() => null),
  },
  /** The thread of a ticket: the customer's messages and the staff's replies. */
  ticketMessage: {
    id: primaryKey(Number),
    ticket_id: count,
    user_id: count,
    staff: flag,
    body: text,
    /** `text` (what customers write) or `html` (staff replies, sanitised by the portal). */
    format: text,
    created_at: text,
  },
  ticketAttachment: {
    id: primaryKey(Number),
    ticket_id: count,
    message_id: count,
    name: text,
    mime: text,
    size: count,
    /** The file itself, base64. */
    content: text,
    created_at: text,
  },
  /** The staff's internal notes on a ticket: never part of the customer's thread. */
  ticketNote: {
    id: primaryKey(Number),
    ticket_id: count,
    user_id: count,
    body: text,
    created_at: text,
  },
  /** What a customer's browser measured in the buffering test. */
  bufferingTest: {
    id: primaryKey(Number),
    user_id: count,
    server_id: count,
    download_mbps: count,
    latency_ms: count,
    jitter_ms: count,
    max_quality: text,
    created_at: text,
  },
};
