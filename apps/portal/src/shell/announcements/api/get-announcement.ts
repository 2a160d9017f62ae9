import { api, type Announcement } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementKeys } from './announcement-keys.ts';
import { announcementCurrentResponse } from '@portal/api-client/schemas';

export async function getAnnouncement(signal?: AbortSignal): Promise<Announcement | null> {
  const body = await api.get('/api/customer/announcements', { schema: announcementCurrentResponse, signal, rejectOnError: true });
  return body.announcement;
}

export function announcementQuery(userId: number) {
  return queryOptions({
    queryKey: announcementKeys.current(userId),
    queryFn: ({ signal }) => getAnnouncement(signal),
    // Asked once per page load: a refetch must not bring back an announcement the user closed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The announcement the user has not marked read yet, or null. */
export function useAnnouncement(userId: number) {
  return useQuery(announcementQuery(userId));
}
