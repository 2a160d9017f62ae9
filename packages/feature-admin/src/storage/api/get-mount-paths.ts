import { api } from '@portal/api-client';
import { adminStorageMountPathsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';

export async function getMountPaths(signal?: AbortSignal) {
  const body = await api.get('/api/admin/storage/mount-paths', { schema: adminStorageMountPathsListResponse, signal, rejectOnError: true });
  return { paths: body.data, nodes: body.nodes ?? [] };
}

export function mountPathsQuery() {
  return queryOptions({ queryKey: storageKeys.mountPaths(), queryFn: ({ signal }) => getMountPaths(signal) });
}

/** Where the remotes are mounted on the nodes, with the nodes to choose from. */
export function useMountPaths() {
  return useQuery(mountPathsQuery());
}
