import { api } from '@portal/api-client';
import { adminNodesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

/** The nodes an alert or popup may aim at, by name (the first hundred: the platform has fewer). */
export async function getNodeOptions(signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes', { schema: adminNodesListResponse, query: { perpage: 100, sortColumn: 'name', sortDirection: 'asc' }, signal, rejectOnError: true });
  return body.data.map((node) => ({ id: node.id, name: node.name }));
}

export function nodeOptionsQuery() {
  return queryOptions({ queryKey: userInteractionKeys.nodeOptions(), queryFn: ({ signal }) => getNodeOptions(signal), staleTime: 5 * 60_000 });
}

export function useNodeOptions(enabled: boolean) {
  return useQuery({ ...nodeOptionsQuery(), enabled });
}
