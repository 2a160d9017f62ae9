import { api } from '@portal/api-client';
import { adminAnnouncementsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagingKeys, type AnnouncementListParams, type AnnouncementSort } from './keys.ts';

/** Announcements per page. */
export const ANNOUNCEMENTS_PER_PAGE = 10;

const ORDER: Record<AnnouncementSort, { sortColumn: 'created_at' | 'header' | 'starts_at'; sortDirection: 'asc' | 'desc' }> = {
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
  oldest: { sortColumn: 'created_at', sortDirection: 'asc' },
  header: { sortColumn: 'header', sortDirection: 'asc' },
  starts: { sortColumn: 'starts_at', sortDirection: 'desc' },
};

export async function getAnnouncements({ page, search, status, sort }: AnnouncementListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/announcements', {
    schema: adminAnnouncementsListResponse,
    query: { page, perpage: ANNOUNCEMENTS_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(status ? { status } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function announcementsQuery(params: AnnouncementListParams) {
  return queryOptions({
    queryKey: messagingKeys.announcementList(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the announcements as the address asks for it. */
export function useAnnouncements(params: AnnouncementListParams) {
  return useQuery(announcementsQuery(params));
}
