import { api } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsSharedUsersListResponse } from '@portal/api-client/schemas';

export const SHARED_USERS_PER_PAGE = 10;

export interface SharedUserFilters {
  page: number;
  search: string;
}

export async function getSharedUsers({ page, search }: SharedUserFilters, signal?: AbortSignal) {
  return api.get('/api/customer/settings/shared-users', { schema: settingsSharedUsersListResponse,
    query: { page, perpage: SHARED_USERS_PER_PAGE, search: search || undefined },
    signal,
    rejectOnError: true,
  });
}

export function sharedUsersQuery(filters: SharedUserFilters) {
  return queryOptions({
    queryKey: settingsKeys.sharedUserList(filters),
    queryFn: ({ signal }) => getSharedUsers(filters, signal),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the people the user shares servers with. */
export function useSharedUsers(filters: SharedUserFilters) {
  return useQuery(sharedUsersQuery(filters));
}
