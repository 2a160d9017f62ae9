import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerBackupCreateResponse } from '@portal/api-client/schemas';

/** What a backup holds: the media server's configuration, or the whole server. */
export type BackupType = 'config' | 'full';

export interface CreateBackupInput {
  name: string;
  type: BackupType;
}

export async function createBackup(serverId: number, { name, type }: CreateBackupInput) {
  return api.post('/api/customer/servers/{id}/backups/create/{type}', { schema: customerServerBackupCreateResponse, path: { id: serverId, type }, json: { name }, rejectOnError: true });
}

export function useCreateBackup(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBackupInput) => createBackup(serverId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.backups(serverId) }),
  });
}
