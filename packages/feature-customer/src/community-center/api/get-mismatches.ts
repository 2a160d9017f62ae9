import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './community-keys.ts';
import { communityMismatchesResponse } from '@portal/api-client/schemas';

export async function getMismatches(signal?: AbortSignal) {
  const body = await api.get('/api/customer/community/mismatches', { schema: communityMismatchesResponse, signal, rejectOnError: true });
  return body.data;
}

export function mismatchesQuery() {
  return queryOptions({ queryKey: communityKeys.mismatches(), queryFn: ({ signal }) => getMismatches(signal) });
}

/** The titles the user reported as matched to the wrong metadata, newest first. */
export function useMismatches() {
  return useQuery(mismatchesQuery());
}
