import { api } from '@portal/api-client';
import { adminAnnouncementDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';

export async function deleteAnnouncement(id: number) {
  return api.delete('/api/admin/user-interaction/announcements/{id}', { schema: adminAnnouncementDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes it with who has read it; its own query is dropped and the lists refetch. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: messagingKeys.announcement(id) });
      return queryClient.invalidateQueries({ queryKey: messagingKeys.announcementLists() });
    },
  });
}
