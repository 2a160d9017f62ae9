import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerBackupsResponse } from '@portal/api-client/schemas';

export async function getBackups(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/backups', { schema: customerServerBackupsResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function backupsQuery(serverId: number) {
  return queryOptions({
    queryKey: serverKeys.backups(serverId),
    queryFn: ({ signal }) => getBackups(serverId, signal),
  });
}

/** The server's backups (`live`) and those of the user's deleted servers (`deleted_servers`). */
export function useBackups(serverId: number) {
  return useQuery(backupsQuery(serverId));
}
