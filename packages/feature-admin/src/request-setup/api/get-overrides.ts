import { api } from '@portal/api-client';
import { adminRequestOverridesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

/** Overrides per page. */
export const OVERRIDES_PER_PAGE = 10;

export async function getRequestOverrides(page: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/rules/overrides', {
    schema: adminRequestOverridesListResponse,
    query: { page, perpage: OVERRIDES_PER_PAGE, sortColumn: 'created_at', sortDirection: 'desc' },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function requestOverridesQuery(page: number) {
  return queryOptions({
    queryKey: requestSetupKeys.overrideList(page),
    queryFn: ({ signal }) => getRequestOverrides(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the users with a weekly limit of their own, newest first. */
export function useRequestOverrides(page: number) {
  return useQuery(requestOverridesQuery(page));
}
