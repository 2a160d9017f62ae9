import { api, isApiError } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { isBusy } from '../server-rules.ts';
import { customerServerShowResponse } from '@portal/api-client/schemas';

/** While an action runs the server settles by itself; look again this often. */
export const BUSY_REFETCH_MS = 3_000;

export async function getServer(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function serverQuery(id: number) {
  return queryOptions({
    queryKey: serverKeys.detail(id),
    queryFn: ({ signal }) => getServer(id, signal),
    // Someone else's server or a deleted one will not appear on a retry.
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.status) ? BUSY_REFETCH_MS : false),
  });
}

/** One of the signed-in user's servers. */
export function useServer(id: number) {
  return useQuery(serverQuery(id));
}
