import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerBackupDeleteResponse } from '@portal/api-client/schemas';

export async function deleteBackup(serverId: number, backupId: number) {
  return api.post('/api/customer/servers/{id}/backups/delete/{backup}', { schema: customerServerBackupDeleteResponse, path: { id: serverId, backup: backupId }, rejectOnError: true });
}

export function useDeleteBackup(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: number) => deleteBackup(serverId, backupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.backups(serverId) }),
  });
}
