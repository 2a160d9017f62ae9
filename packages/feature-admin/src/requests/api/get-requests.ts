import { api } from '@portal/api-client';
import { adminRequestsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys, type RequestListParams } from './keys.ts';

export async function getRequests(params: RequestListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests', {
    schema: adminRequestsListResponse,
    query: {
      type: params.type,
      page: params.page,
      perpage: params.perPage,
      sortColumn: params.sortColumn,
      sortDirection: params.sortDirection,
      ...(params.search ? { search: params.search } : {}),
      ...(params.status ? { status: params.status } : {}),
      ...(params.uhd === null ? {} : { uhd: params.uhd ? (1 as const) : (0 as const) }),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function requestsQuery(params: RequestListParams) {
  return queryOptions({
    queryKey: requestKeys.list(params),
    queryFn: ({ signal }) => getRequests(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of every customer's requests for movies or for shows. */
export function useRequests(params: RequestListParams) {
  return useQuery(requestsQuery(params));
}
