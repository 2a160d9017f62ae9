import { api } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeKeys, type RequestTypeFilter } from './lounge-keys.ts';
import { nextLoungePage } from './lounge-pages.ts';
import { requestLoungeLostAndFoundResponse } from '@portal/api-client/schemas';

export function getLostAndFound(type: RequestTypeFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/customer/request-lounge/lost-and-found', { schema: requestLoungeLostAndFoundResponse, query: { type, page }, signal, rejectOnError: true });
}

export function lostAndFoundQuery(type: RequestTypeFilter) {
  return infiniteQueryOptions({
    queryKey: loungeKeys.lost(type),
    queryFn: ({ pageParam, signal }) => getLostAndFound(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextLoungePage,
  });
}

/** Titles that disappeared from the user's servers. */
export function useLostAndFound(type: RequestTypeFilter) {
  return useInfiniteQuery(lostAndFoundQuery(type));
}
