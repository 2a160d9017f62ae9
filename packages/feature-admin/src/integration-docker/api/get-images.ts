import { api } from '@portal/api-client';
import { adminDockerImagesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';

export async function getDockerImages(signal?: AbortSignal) {
  const body = await api.get('/api/admin/docker-images', { schema: adminDockerImagesListResponse, signal, rejectOnError: true });
  return { images: body.data, nodeCount: body.node_count ?? null };
}

export function dockerImagesQuery() {
  return queryOptions({ queryKey: dockerKeys.images(), queryFn: ({ signal }) => getDockerImages(signal) });
}

/** The images deployments use, with how far each is pulled. */
export function useDockerImages() {
  return useQuery(dockerImagesQuery());
}
