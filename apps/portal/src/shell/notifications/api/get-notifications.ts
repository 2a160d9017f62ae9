import { api, type Notification, type PageMeta } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys, type NotificationListParams } from './notification-keys.ts';
import { notificationsListResponse } from '@portal/api-client/schemas';

export interface NotificationPage {
  data: Notification[];
  /** The server's unread count at the time of the list; the bell reads its own count. */
  unread: number;
  meta: PageMeta;
}

export async function getNotifications({ perPage, page }: NotificationListParams, signal?: AbortSignal): Promise<NotificationPage> {
  const body = await api.get('/api/customer/notifications', { schema: notificationsListResponse,
    query: { perpage: perPage, sortColumn: 'created_at', sortDirection: 'desc', page },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, unread: body.unread, meta: body.meta };
}

export function notificationsQuery(userId: number, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(userId, params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    // While the next page loads the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the user's notifications, newest first. `refetchOnMount: false` for a part that opens
 * on a list another part keeps current (the bell's menu on the bell's list).
 */
export function useNotifications(userId: number, params: NotificationListParams, { refetchOnMount = true }: { refetchOnMount?: boolean } = {}) {
  return useQuery({ ...notificationsQuery(userId, params), refetchOnMount });
}
