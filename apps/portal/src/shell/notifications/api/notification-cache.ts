import type { Notification } from '@portal/api-client';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from './get-notifications.ts';
import { LATEST_PAGE, notificationKeys } from './notification-keys.ts';

/** Applies `update` to every cached page of the user's notifications (the bell's and the screen's). */
export function updateCachedNotifications(queryClient: QueryClient, userId: number, update: (notification: Notification) => Notification) {
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists(userId) }, (page) =>
    page ? { ...page, data: page.data.map(update) } : page,
  );
}

/** Whether any cached page holds this notification as unread. */
export function isCachedUnread(queryClient: QueryClient, userId: number, id: number): boolean {
  return queryClient
    .getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists(userId) })
    .some(([, page]) => page?.data.some((notification) => notification.id === id && !notification.has_read));
}

/** Changes the cached unread count; it never goes below zero (spec section 4). */
export function changeUnreadCount(queryClient: QueryClient, userId: number, by: number) {
  queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
    count === undefined ? count : Math.max(0, count + by),
  );
}

/**
 * A notification pushed by the server: first in the bell's list (which keeps its five), one more
 * unread. Pages of the all-notifications screen are refetched, as every item shifts by one.
 */
export function receiveNotification(queryClient: QueryClient, userId: number, notification: Notification) {
  const latestKey = notificationKeys.list(userId, LATEST_PAGE);
  const known = queryClient.getQueryData<NotificationPage>(latestKey)?.data.some((item) => item.id === notification.id) ?? false;
  if (known) return;
  queryClient.setQueryData<NotificationPage>(latestKey, (page) =>
    page
      ? {
          ...page,
          data: [notification, ...page.data].slice(0, LATEST_PAGE.perPage),
          unread: page.unread + (notification.has_read ? 0 : 1),
          meta: { ...page.meta, total: page.meta.total + 1, last_page: Math.max(1, Math.ceil((page.meta.total + 1) / page.meta.per_page)) },
        }
      : page,
  );
  if (!notification.has_read) changeUnreadCount(queryClient, userId, 1);
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.lists(userId),
    predicate: (query) => query.queryHash !== hashKey(latestKey),
  });
}
