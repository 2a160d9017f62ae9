import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerInviteBackupsResponse } from '@portal/api-client/schemas';

export const inviteBackupKeys = {
  all: (serverId: number) => [...serverKeys.invites(serverId), 'backups'] as const,
  detail: (serverId: number, backupId: number) => [...inviteBackupKeys.all(serverId), backupId] as const,
};

export async function getInviteBackups(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/invites/backups', { schema: customerServerInviteBackupsResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function inviteBackupsQuery(serverId: number) {
  return queryOptions({
    queryKey: inviteBackupKeys.all(serverId),
    queryFn: ({ signal }) => getInviteBackups(serverId, signal),
  });
}

/** The server's invite backups, newest first. */
export function useInviteBackups(serverId: number) {
  return useQuery(inviteBackupsQuery(serverId));
}
