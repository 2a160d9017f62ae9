import { login } from '@portal/api-client';
import { db, demoAccount } from '@portal/demo-backend';

/**
 * Signs in as the Plex customer (14 notifications, 4 unread). The announcement modal would cover
 * the page, so the user has read every announcement first: these tests are about notifications.
 */
export async function signInWithNotifications() {
  const user = await login(demoAccount('customer-plex'));
  let id = Math.max(0, ...db.announcementRead.getAll().map((row) => row.id));
  for (const announcement of db.announcement.getAll()) {
    const read = db.announcementRead.getAll().some((row) => row.user_id === user.id && row.announcement_id === announcement.id);
    if (!read) db.announcementRead.create({ id: (id += 1), announcement_id: announcement.id, user_id: user.id, created_at: new Date().toISOString() });
  }
  return user;
}

/** A notification as the server pushes or lists it. */
export function notificationOf(id: number, title: string, content = `<p>${title}.</p>`) {
  return { id, title, content, has_read: false, created_diff: 'just now', created_at: new Date().toISOString() };
}
