import { api } from '@portal/api-client';
import { resellerWhmcsContainerShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsContainer(nodeId: number, containerId: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/nodes/{node}/containers/{container}', {
    path: { node: nodeId, container: containerId },
    schema: resellerWhmcsContainerShowResponse,
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function whmcsContainerQuery(nodeId: number, containerId: number) {
  return queryOptions({ queryKey: whmcsKeys.container(nodeId, containerId), queryFn: ({ signal }) => getWhmcsContainer(nodeId, containerId, signal) });
}

/** A container with its WHMCS service, its client and its invites. */
export function useWhmcsContainer(nodeId: number, containerId: number) {
  return useQuery(whmcsContainerQuery(nodeId, containerId));
}
