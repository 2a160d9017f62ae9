import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys.ts';
import { notificationsCountUnreadResponse } from '@portal/api-client/schemas';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get('/api/customer/notifications/count-unread', { schema: notificationsCountUnreadResponse, signal, rejectOnError: true });
  return body.count;
}

export function unreadCountQuery(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** How many of the user's notifications are unread. */
export function useUnreadCount(userId: number) {
  return useQuery(unreadCountQuery(userId));
}
