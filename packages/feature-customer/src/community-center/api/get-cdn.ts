import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './community-keys.ts';
import { communityCdnResponse } from '@portal/api-client/schemas';

export async function getCommunityCdn(signal?: AbortSignal) {
  const body = await api.get('/api/customer/community/cdn', { schema: communityCdnResponse, signal, rejectOnError: true });
  return body.data;
}

export function communityCdnQuery() {
  return queryOptions({
    queryKey: communityKeys.cdn(),
    queryFn: ({ signal }) => getCommunityCdn(signal),
    // Load and latency change all the time; a minute-old reading is still worth showing.
    refetchInterval: 60_000,
  });
}

/** The community CDN nodes with their load and latency, and the user's preferred node. */
export function useCommunityCdn() {
  return useQuery(communityCdnQuery());
}
