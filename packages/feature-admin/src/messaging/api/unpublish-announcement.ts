import { api } from '@portal/api-client';
import { adminAnnouncementUnpublishResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';

export async function unpublishAnnouncement(id: number) {
  return api.post('/api/admin/user-interaction/announcements/{id}/unpublish', { schema: adminAnnouncementUnpublishResponse, path: { id }, rejectOnError: true });
}

/** Back to a draft: customers no longer see it; every announcement query refetches. */
export function useUnpublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.announcements() }),
  });
}
