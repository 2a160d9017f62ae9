import { api } from '@portal/api-client';
import { adminNodesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';

/** The nodes to pick an e-mail's audience from, by name (a platform has tens of them, not thousands). */
export async function getNodes(signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes', { schema: adminNodesListResponse, query: { perpage: 100, sortColumn: 'name', sortDirection: 'asc' }, signal, rejectOnError: true });
  return body.data.map((node) => ({ id: node.id, name: node.name }));
}

export function nodesQuery() {
  return queryOptions({ queryKey: messagingKeys.nodes(), queryFn: ({ signal }) => getNodes(signal), staleTime: 5 * 60_000 });
}

export function useNodes(enabled: boolean) {
  return useQuery({ ...nodesQuery(), enabled });
}
