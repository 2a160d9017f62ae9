import { api } from '@portal/api-client';
import { adminAnnouncementUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';
import type { AnnouncementInput } from './types.ts';

export async function updateAnnouncement({ id, input }: { id: number; input: AnnouncementInput }) {
  return api.put('/api/admin/user-interaction/announcements/{id}', { schema: adminAnnouncementUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves an announcement's changes; it and the lists refetch. */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: (answer) => {
      queryClient.setQueryData(messagingKeys.announcement(answer.data.id), answer.data);
      return queryClient.invalidateQueries({ queryKey: messagingKeys.announcementLists() });
    },
  });
}
