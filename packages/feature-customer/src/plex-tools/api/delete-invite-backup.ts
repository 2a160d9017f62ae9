import { api, type PlexToolsInviteBackup } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsInviteBackupDeleteResponse } from '@portal/api-client/schemas';

export function deleteInviteBackup(id: number) {
  return api.post('/api/customer/plex-tools/invites/backups/delete/{backup}', { schema: plexToolsInviteBackupDeleteResponse, path: { backup: id }, rejectOnError: true });
}

/** Deletes a backup; the Plex tools' list and its server page's list both drop it. */
export function useDeleteInviteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: PlexToolsInviteBackup) => deleteInviteBackup(backup.id),
    onSuccess: (_body, backup) => {
      queryClient.removeQueries({ queryKey: plexToolsKeys.inviteBackup(backup.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: plexToolsKeys.inviteBackups() }),
        queryClient.invalidateQueries({ queryKey: serverKeys.invites(backup.server_id) }),
      ]);
    },
  });
}
