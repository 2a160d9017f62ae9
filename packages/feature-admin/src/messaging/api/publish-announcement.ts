import { api } from '@portal/api-client';
import { adminAnnouncementPublishResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';

export async function publishAnnouncement(id: number) {
  return api.post('/api/admin/user-interaction/announcements/{id}/publish', { schema: adminAnnouncementPublishResponse, path: { id }, rejectOnError: true });
}

/** Customers see it from its start until its end; every announcement query refetches. */
export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.announcements() }),
  });
}
