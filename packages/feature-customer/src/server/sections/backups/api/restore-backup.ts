import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerBackupRestoreResponse } from '@portal/api-client/schemas';

export async function restoreBackup(serverId: number, backupId: number) {
  return api.post('/api/customer/servers/{id}/backups/restore/{backup}', { schema: customerServerBackupRestoreResponse, path: { id: serverId, backup: backupId }, rejectOnError: true });
}

/** Restores a backup onto the server, which restarts: the server itself is read again too. */
export function useRestoreBackup(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: number) => restoreBackup(serverId, backupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.detail(serverId) }),
  });
}
