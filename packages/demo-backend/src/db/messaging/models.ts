import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, list, text } from '../columns.ts';

/**
 * What the admin's messaging adds to the announcements of `../notifications` (when each is shown),
 * and the e-mails sent to groups of customers. The demo sends no mail: it keeps what was sent.
 */
export const messagingModels = {
  /** One row per announcement that has dates or was published from the admin; `id` is the announcement's. */
  announcementSchedule: {
    id: primaryKey(Number),
    starts_at: nullable<string>(() => null),
    ends_at: nullable<string>(() => null),
    published_at: nullable<string>(() => null),
    updated_at: text,
  },
  sentEmail: {
    id: primaryKey(Number),
    subject: text,
    body: text,
    /** everybody, server-type, node, trial, resellers or users. */
    group: text,
    server_type: nullable<string>(() => null),
    node_id: nullable<number>(() => null),
    emails: list,
    recipient_count: count,
    sent_by: nullable<number>(() => null),
    /** A test send to the admin alone: kept, but not in the history. */
    test: flag,
    sent_at: text,
  },
};
