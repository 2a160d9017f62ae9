import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { announcementMarkReadResponse } from '@portal/api-client/schemas';

/** Failures raise the shell's 'Whoops!' dialog: the user asked for this and should know it failed. */
export async function markAnnouncementRead(id: number): Promise<void> {
  await api.post('/api/customer/announcements/mark-read/{id}', { schema: announcementMarkReadResponse, path: { id } });
}

/** "Don't show this again": the server stops answering this announcement for the user. */
export function useMarkAnnouncementRead() {
  return useMutation({ mutationFn: markAnnouncementRead });
}
