import { api } from '@portal/api-client';
import { resellerNodeShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { panelKeys } from './keys.ts';

export async function getNode(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/nodes/{id}', { path: { id }, schema: resellerNodeShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function nodeQuery(id: number) {
  return queryOptions({ queryKey: panelKeys.node(id), queryFn: ({ signal }) => getNode(id, signal) });
}

/** A node the reseller runs, with its capacity, load and servers. */
export function useNode(id: number) {
  return useQuery(nodeQuery(id));
}
