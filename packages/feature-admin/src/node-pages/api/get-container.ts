import { api } from '@portal/api-client';
import { adminNodeContainerShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export async function getContainer(nodeId: number, containerId: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/containers/{container}', {
    schema: adminNodeContainerShowResponse,
    path: { id: nodeId, container: containerId },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function containerQuery(nodeId: number, containerId: number) {
  return queryOptions({
    queryKey: nodePageKeys.container(nodeId, containerId),
    queryFn: ({ signal }) => getContainer(nodeId, containerId, signal),
    // While it starts, stops or restarts, follow it until it has settled.
    refetchInterval: (query) => (query.state.data?.status === 'restarting' || query.state.data?.status === 'created' ? 3_000 : false),
  });
}

/** One container of the node: its setup, its latest logs and, for a media server, its invites. */
export function useContainer(nodeId: number, containerId: number) {
  return useQuery(containerQuery(nodeId, containerId));
}
