import { api } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeKeys, type LoungeKind } from './lounge-keys.ts';
import { nextLoungePage } from './lounge-pages.ts';
import { requestLoungeSubscriptionsResponse } from '@portal/api-client/schemas';

export function getSubscriptions(kind: LoungeKind, page: number, signal?: AbortSignal) {
  return api.get('/api/customer/request-lounge/subscriptions/{type}', { schema: requestLoungeSubscriptionsResponse, path: { type: kind }, query: { page }, signal, rejectOnError: true });
}

export function subscriptionsQuery(kind: LoungeKind) {
  return infiniteQueryOptions({
    queryKey: loungeKeys.subscriptions(kind),
    queryFn: ({ pageParam, signal }) => getSubscriptions(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextLoungePage,
  });
}

/** The movies or shows the user follows. */
export function useSubscriptions(kind: LoungeKind) {
  return useInfiniteQuery(subscriptionsQuery(kind));
}
