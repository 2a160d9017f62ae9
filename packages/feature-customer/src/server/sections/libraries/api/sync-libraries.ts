import { api } from '@portal/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServerSyncLibrariesResponse } from '@portal/api-client/schemas';

/** Reads the server's libraries; the server syncs them from the media server as it answers. */
export async function syncLibraries(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/sync-libraries', { schema: customerServerSyncLibrariesResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function librariesQuery(serverId: number) {
  return queryOptions({
    queryKey: serverKeys.libraries(serverId),
    queryFn: ({ signal }) => syncLibraries(serverId, signal),
  });
}

/** The server's libraries and the media types they hold. */
export function useLibraries(serverId: number) {
  return useQuery(librariesQuery(serverId));
}

/** Syncs the libraries now, whatever the cache holds; rejects when the sync fails. */
export function useSyncLibraries(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => queryClient.fetchQuery({ ...librariesQuery(serverId), staleTime: 0 }) });
}
