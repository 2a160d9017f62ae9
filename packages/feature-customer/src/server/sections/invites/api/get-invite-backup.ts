import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteBackupKeys } from './get-invite-backups.ts';
import { customerServerInviteBackupResponse } from '@portal/api-client/schemas';

export async function getInviteBackup(serverId: number, backupId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/invites/backups/get/{backup}', { schema: customerServerInviteBackupResponse,
    path: { id: serverId, backup: backupId },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function inviteBackupQuery(serverId: number, backupId: number) {
  return queryOptions({
    queryKey: inviteBackupKeys.detail(serverId, backupId),
    queryFn: ({ signal }) => getInviteBackup(serverId, backupId, signal),
  });
}

/** The invites kept in one invite backup. */
export function useInviteBackup(serverId: number, backupId: number) {
  return useQuery(inviteBackupQuery(serverId, backupId));
}
