import { api } from '@portal/api-client';
import { resellerWhmcsNodesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsNodes(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/nodes', { schema: resellerWhmcsNodesListResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsNodesQuery() {
  return queryOptions({ queryKey: whmcsKeys.nodes(), queryFn: ({ signal }) => getWhmcsNodes(signal) });
}

/** The reseller's nodes with how their containers are billed in WHMCS. */
export function useWhmcsNodes() {
  return useQuery(whmcsNodesQuery());
}
