import { api } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeKeys, type MyRequestsFilters } from './lounge-keys.ts';
import { nextLoungePage } from './lounge-pages.ts';
import { requestLoungeMyRequestsResponse } from '@portal/api-client/schemas';

export function getMyRequests(filters: MyRequestsFilters, page: number, signal?: AbortSignal) {
  return api.get('/api/customer/request-lounge/my-requests', { schema: requestLoungeMyRequestsResponse, query: { ...filters, page }, signal, rejectOnError: true });
}

export function myRequestsQuery(filters: MyRequestsFilters) {
  return infiniteQueryOptions({
    queryKey: loungeKeys.myRequests(filters),
    queryFn: ({ pageParam, signal }) => getMyRequests(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextLoungePage,
  });
}

/** The user's requests, filtered and sorted, page by page. */
export function useMyRequests(filters: MyRequestsFilters) {
  return useInfiniteQuery(myRequestsQuery(filters));
}
