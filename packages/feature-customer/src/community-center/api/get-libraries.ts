import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { customerServerSyncLibrariesResponse } from '@portal/api-client/schemas';

export async function getLibraries(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/sync-libraries', { schema: customerServerSyncLibrariesResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function librariesQuery(serverId: number) {
  return queryOptions({ queryKey: serverKeys.libraries(serverId), queryFn: ({ signal }) => getLibraries(serverId, signal) });
}

/** A server's libraries, once a server is chosen. */
export function useLibraries(serverId: number | null) {
  return useQuery({ ...librariesQuery(serverId ?? 0), enabled: serverId !== null });
}
