import { api } from '@portal/api-client';
import { adminAnnouncementShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';

export async function getAnnouncement(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/announcements/{id}', { schema: adminAnnouncementShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function announcementQuery(id: number) {
  return queryOptions({ queryKey: messagingKeys.announcement(id), queryFn: ({ signal }) => getAnnouncement(id, signal) });
}

/** One announcement with how many customers have read it. */
export function useAnnouncement(id: number) {
  return useQuery(announcementQuery(id));
}
