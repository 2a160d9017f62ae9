import { api } from '@portal/api-client';
import { adminRequestedTrialShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialKeys } from './keys.ts';

export async function getRequestedTrial(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requested-trials/{id}', { schema: adminRequestedTrialShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function requestedTrialQuery(id: number) {
  return queryOptions({
    queryKey: trialKeys.detail(id),
    queryFn: ({ signal }) => getRequestedTrial(id, signal),
  });
}

/** One trial request, with its outcome once an admin decided. */
export function useRequestedTrial(id: number) {
  return useQuery(requestedTrialQuery(id));
}
