import { api, useCurrentUser } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedNotifications } from './notification-cache.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationsMarkAllReadResponse } from '@portal/api-client/schemas';

export async function markAllRead(): Promise<void> {
  await api.get('/api/customer/notifications/mark-all-read', { schema: notificationsMarkAllReadResponse });
}

/**
 * Marks every notification read: the count is 0 at once, then the lists and the count are
 * fetched again (spec section 4), whether the call succeeded or not.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? 0;
  return useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      // A count fetch still on its way would answer the old number after we set 0.
      await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount(userId) });
      queryClient.setQueryData<number>(notificationKeys.unreadCount(userId), 0);
      updateCachedNotifications(queryClient, userId, (notification) => ({ ...notification, has_read: true }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
  });
}
