import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeys } from './search-keys.ts';
import { adminSearchResponse } from '@portal/api-client/schemas';

/** Spec section 9: the global search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

/** `query` is the text with its section prefix (`users:jordan`). Failures stay in the palette. */
export async function searchAdmin(query: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/search', { schema: adminSearchResponse, query: { query }, signal, rejectOnError: true });
  return body.results;
}

export function adminSearchQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    // React Query aborts the signal when the key changes, so a stale search is cancelled.
    queryFn: ({ signal }) => searchAdmin(query, signal),
  });
}

/** Users, nodes and services matching `query`; nothing is asked for an empty query. */
export function useAdminSearch(query: string) {
  return useQuery({ ...adminSearchQuery(query), enabled: query !== '' });
}
