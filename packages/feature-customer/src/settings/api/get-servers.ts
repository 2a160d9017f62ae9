import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServersListResponse } from '@portal/api-client/schemas';

export async function getServers(signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers', { schema: customerServersListResponse, signal, rejectOnError: true });
  return body.data;
}

/** All of the user's servers, under the package's shared key, so every screen shares one cache entry. */
export function serversQuery() {
  return queryOptions({ queryKey: serverKeys.list({}), queryFn: ({ signal }) => getServers(signal) });
}

export function useServers() {
  return useQuery(serversQuery());
}
