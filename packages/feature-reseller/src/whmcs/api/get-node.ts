import { api } from '@portal/api-client';
import { resellerWhmcsNodeShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsNode(nodeId: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/nodes/{node}', { path: { node: nodeId }, schema: resellerWhmcsNodeShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsNodeQuery(nodeId: number) {
  return queryOptions({ queryKey: whmcsKeys.node(nodeId), queryFn: ({ signal }) => getWhmcsNode(nodeId, signal) });
}

/** One of the reseller's nodes as WHMCS sees it. */
export function useWhmcsNode(nodeId: number) {
  return useQuery(whmcsNodeQuery(nodeId));
}
