import { api, type ServerType } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServersListResponse } from '@portal/api-client/schemas';

export async function getServers(filters: { type?: ServerType }, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers', { schema: customerServersListResponse, query: filters, signal, rejectOnError: true });
  return body.data;
}

export function serversQuery(filters: { type?: ServerType } = {}) {
  return queryOptions({
    queryKey: serverKeys.list(filters),
    queryFn: ({ signal }) => getServers(filters, signal),
  });
}

/** The signed-in user's servers, optionally of one type. */
export function useServers(filters: { type?: ServerType } = {}) {
  return useQuery(serversQuery(filters));
}
