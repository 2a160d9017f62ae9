import { api, useCurrentUser } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeUnreadCount, isCachedUnread, updateCachedNotifications } from './notification-cache.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationReadResponse } from '@portal/api-client/schemas';

export async function readNotification(id: number): Promise<void> {
  await api.get('/api/customer/notifications/read/{id}', { schema: notificationReadResponse, path: { id }, rejectOnError: true });
}

/**
 * Marks an opened notification read. The list and the count change at once (spec section 4: the
 * count drops by one, never below zero); if the server refuses, both are fetched again.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? 0;
  return useMutation({
    mutationFn: readNotification,
    onMutate: async (id: number) => {
      // A count fetch still on its way would answer the number from before this read.
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount(userId) });
      const wasUnread = isCachedUnread(queryClient, userId, id);
      updateCachedNotifications(queryClient, userId, (notification) => (notification.id === id ? { ...notification, has_read: true } : notification));
      if (wasUnread) changeUnreadCount(queryClient, userId, -1);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
  });
}
