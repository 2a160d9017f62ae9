import type { Announcement, Notification } from '@portal/api-client';
import { db, type AnnouncementRow, type NotificationRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { diffForHumans, isoNow } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    has_read: row.read_at !== null,
    created_diff: diffForHumans(row.created_at),
    created_at: row.created_at,
  };
}

/** Creates a notification for a user and announces it (the realtime `new-notification`). */
export function notify(userId: number, title: string, content: string, createdAt = isoNow()): NotificationRow {
  const row = db.notification.create({ id: nextId('notification'), user_id: userId, title, content, read_at: null, created_at: createdAt });
  domainEvents.emit('notification-created', { userId, notification: toNotification(row) });
  return row;
}

export function notifyAdmins(title: string, content: string): void {
  for (const admin of db.user.getAll().filter((user) => user.admin)) notify(admin.id, title, content);
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  const size = row.size === 'sm' || row.size === 'lg' || row.size === 'xl' ? row.size : 'md';
  return { id: row.id, header: row.header, content: row.content, size };
}

/**
 * Tickets waiting for staff: new ones and those the customer replied to last. An answered ticket
 * waits for the customer, and a closed one for nobody.
 */
export function openTicketCount(): number {
  return db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;
}
