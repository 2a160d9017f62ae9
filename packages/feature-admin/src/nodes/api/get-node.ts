import { api } from '@portal/api-client';
import { adminNodeShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export async function getNode(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}', { schema: adminNodeShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function nodeQuery(id: number) {
  return queryOptions({
    queryKey: nodeKeys.detail(id),
    queryFn: ({ signal }) => getNode(id, signal),
  });
}

/** One node with its settings, its load and its last reboot. */
export function useNode(id: number) {
  return useQuery(nodeQuery(id));
}
