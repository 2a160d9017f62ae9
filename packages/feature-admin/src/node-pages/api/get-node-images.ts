import { api } from '@portal/api-client';
import { adminNodeImagesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export async function getNodeImages(nodeId: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/images', { schema: adminNodeImagesListResponse, path: { id: nodeId }, signal, rejectOnError: true });
  return body.data;
}

export function nodeImagesQuery(nodeId: number) {
  return queryOptions({ queryKey: nodePageKeys.images(nodeId), queryFn: ({ signal }) => getNodeImages(nodeId, signal) });
}

/** The Docker images on the node, with the containers that use each. */
export function useNodeImages(nodeId: number) {
  return useQuery(nodeImagesQuery(nodeId));
}
