import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { requireUser } from '#model/auth.ts';
import { toAnnouncement, toNotification } from '#model/notifications.ts';
import { currentAnnouncementFor } from '#db/messaging/announcements.ts';

export const notificationHandlers = [
  route('get', '/api/customer/notifications')(({ request, url }) => {
    const user = requireUser(request);
    const perPage = intQuery(url, 'perpage', 10, { max: 100 });
    const column = url.searchParams.get('sortColumn') === 'title' ? 'title' : 'created_at';
    const direction = url.searchParams.get('sortDirection') === 'asc' ? 1 : -1;
    const mine = db.notification.getAll().filter((row) => row.user_id === user.id);
    mine.sort((a, b) => direction * (a[column].localeCompare(b[column]) || a.id - b.id));
    const total = mine.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    const data = mine.slice((page - 1) * perPage, page * perPage).map(toNotification);
    return {
      success: true,
      data,
      unread: mine.filter((row) => row.read_at === null).length,
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    };
  }),

  route('get', '/api/customer/notifications/read/{id}')(({ request, params }) => {
    const user = requireUser(request);
    const id = intParam(params, 'id');
    const row = db.notification.findFirst({ where: { id: { equals: id } } });
    if (!row || row.user_id !== user.id) throw notFound('Notification not found.');
    if (row.read_at === null) db.notification.update({ where: { id: { equals: id } }, data: { read_at: isoNow() } });
    return { success: true };
  }),

  route('get', '/api/customer/notifications/count-unread')(({ request }) => {
    const user = requireUser(request);
    const count = db.notification.getAll().filter((row) => row.user_id === user.id && row.read_at === null).length;
    return { success: true, count };
  }),

  route('get', '/api/customer/notifications/mark-all-read')(({ request }) => {
    const user = requireUser(request);
    const at = isoNow();
    for (const row of db.notification.getAll()) {
      if (row.user_id === user.id && row.read_at === null) db.notification.update({ where: { id: { equals: row.id } }, data: { read_at: at } });
    }
    return { success: true };
  }),

  route('get', '/api/customer/announcements')(({ request }) => {
    const user = requireUser(request);
    // Published and within its dates, not marked read by this user: the newest first.
    const current = currentAnnouncementFor(user.id);
    return { success: true, announcement: current ? toAnnouncement(current) : null };
  }),

  route('post', '/api/customer/announcements/mark-read/{id}')(({ request, params }) => {
    const user = requireUser(request);
    const id = intParam(params, 'id');
    if (!db.announcement.findFirst({ where: { id: { equals: id } } })) throw notFound('Announcement not found.');
    const already = db.announcementRead.getAll().some((row) => row.announcement_id === id && row.user_id === user.id);
    if (!already) db.announcementRead.create({ id: nextId('announcementRead'), announcement_id: id, user_id: user.id, created_at: isoNow() });
    return { success: true };
  }),
];
