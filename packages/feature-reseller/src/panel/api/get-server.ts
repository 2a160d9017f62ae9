import { api } from '@portal/api-client';
import { resellerServerShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { panelKeys } from './keys.ts';

/** While a server is busy, how often its page asks again. */
const BUSY_POLL_MS = 2000;
const BUSY = ['starting', 'stopping', 'restarting', 'rebuilding'];

export async function getServer(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/servers/{id}', { path: { id }, schema: resellerServerShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function serverQuery(id: number) {
  return queryOptions({
    queryKey: panelKeys.server(id),
    queryFn: ({ signal }) => getServer(id, signal),
    // A started action settles on the server a moment later: follow it until it has.
    refetchInterval: (query) => (query.state.data && BUSY.includes(query.state.data.status) ? BUSY_POLL_MS : false),
  });
}

/** A server on the reseller's nodes, with the actions the reseller may take on it now. */
export function useServer(id: number) {
  return useQuery(serverQuery(id));
}
