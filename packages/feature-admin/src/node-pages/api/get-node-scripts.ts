import { api } from '@portal/api-client';
import { adminNodeScriptsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export async function getNodeScripts(nodeId: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/scripts', { schema: adminNodeScriptsListResponse, path: { id: nodeId }, signal, rejectOnError: true });
  return body.data;
}

export function nodeScriptsQuery(nodeId: number) {
  return queryOptions({ queryKey: nodePageKeys.scripts(nodeId), queryFn: ({ signal }) => getNodeScripts(nodeId, signal) });
}

/** The maintenance scripts of the node, each with its last run there. */
export function useNodeScripts(nodeId: number) {
  return useQuery(nodeScriptsQuery(nodeId));
}
