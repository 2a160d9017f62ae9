import { api } from '@portal/api-client';
import { customerServerSyncLibrariesResponse } from '@portal/api-client/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from './keys.ts';

/** Reads a server's libraries; the server syncs them from the media server as it answers. */
export async function getLibraries(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/sync-libraries', { schema: customerServerSyncLibrariesResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function librariesQuery(serverId: number) {
  return queryOptions({ queryKey: serverKeys.libraries(serverId), queryFn: ({ signal }) => getLibraries(serverId, signal) });
}

/** A server's libraries and the media types they hold; `null` waits until a server is chosen. */
export function useLibraries(serverId: number | null) {
  return useQuery({ ...librariesQuery(serverId ?? 0), enabled: serverId !== null });
}

/** Syncs the libraries now, whatever the cache holds; rejects when the sync fails. */
export function useSyncLibraries(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => queryClient.fetchQuery({ ...librariesQuery(serverId), staleTime: 0 }) });
}
