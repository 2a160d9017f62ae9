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
