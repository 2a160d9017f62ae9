import { useEffect, useRef, useState } from 'react';
import type { ThreadMessage } from './ticket-message.tsx';

/** What a staff screen knows of a ticket's reading when it opens it. */
export interface StaffReading {
  /** The customer wrote since the staff last read the ticket. */
  unread?: boolean;
  last_read_at?: string | null;
}

/**
 * A staff member opens a ticket: when it is unread, `markRead` runs once (quietly: a ticket that
 * stays unread is no reason to interrupt anyone). What was new on opening stays marked while it is
 * read, though it counts as read from then on. Returns whether a message is one of those.
 */
export function useUnreadOnOpen(ticket: StaffReading, markRead: () => void): (message: ThreadMessage) => boolean {
  const [opened] = useState(() => ({ unread: ticket.unread === true, lastRead: ticket.last_read_at ?? null }));
  const asked = useRef(false);
  useEffect(() => {
    if (!opened.unread || asked.current) return;
    asked.current = true;
    markRead();
  }, [opened.unread, markRead]);
  return (message) => opened.unread && message.author.role !== 'staff' && (opened.lastRead === null || message.created_at > opened.lastRead);
}
