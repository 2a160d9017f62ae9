import { api, type ServerType } from '@portal/api-client';
import { customerServersListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from './keys.ts';

export interface ServerFilters {
  type?: ServerType;
}

export async function getServers(filters: ServerFilters = {}, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers', { schema: customerServersListResponse, query: filters, signal, rejectOnError: true });
  return body.data;
}

/** The user's servers, optionally of one type: one cache entry per filter, shared by every screen. */
export function serversQuery(filters: ServerFilters = {}) {
  return queryOptions({ queryKey: serverKeys.list(filters), queryFn: ({ signal }) => getServers(filters, signal) });
}

/**
 * The signed-in user's servers: the dashboard's cards, what a ticket or a buffering test is about,
 * the servers to share or to pick in the settings, the community center and the Plex tools (`plex`).
 */
export function useServers(filters: ServerFilters = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serversQuery(filters), enabled });
}
