import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServerSyncLibrariesResponse } from '@portal/api-client/schemas';

export async function getServerLibraries(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/sync-libraries', { schema: customerServerSyncLibrariesResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

/** Under the package's shared key and in the same shape as the other screens' queries of it, so they share one cache entry. */
export function serverLibrariesQuery(serverId: number) {
  return queryOptions({ queryKey: serverKeys.libraries(serverId), queryFn: ({ signal }) => getServerLibraries(serverId, signal) });
}

/** The libraries of one of the user's servers, to choose what a shared user can open. */
export function useServerLibraries(serverId: number | null) {
  return useQuery({ ...serverLibrariesQuery(serverId ?? 0), enabled: serverId !== null });
}
