import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServersListResponse } from '@portal/api-client/schemas';

export async function getServers(signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers', { schema: customerServersListResponse, query: {}, signal, rejectOnError: true });
  return body.data;
}

export function serversQuery() {
  return queryOptions({ queryKey: serverKeys.list({}), queryFn: ({ signal }) => getServers(signal) });
}

/** The user's servers, to pick the one a mismatched title is on. */
export function useServers({ enabled = true } = {}) {
  return useQuery({ ...serversQuery(), enabled });
}
