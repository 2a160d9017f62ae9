import { api } from '@portal/api-client';
import { adminAnnouncementCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';
import type { AnnouncementInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields. */
export async function createAnnouncement(input: AnnouncementInput) {
  return api.post('/api/admin/user-interaction/announcements', { schema: adminAnnouncementCreateResponse, json: input, rejectOnError: true });
}

/** Writes a new announcement (published at once when asked); the lists refetch. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: (answer) => {
      queryClient.setQueryData(messagingKeys.announcement(answer.data.id), answer.data);
      return queryClient.invalidateQueries({ queryKey: messagingKeys.announcementLists() });
    },
  });
}
