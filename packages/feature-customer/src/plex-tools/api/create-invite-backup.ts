import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsInviteBackupCreateResponse } from '@portal/api-client/schemas';

export interface InviteBackupInput {
  server_id: number;
  name: string;
  /** The Plex account token from the Plex tools' sign-in. */
  token: string;
}

export function createInviteBackup(json: InviteBackupInput) {
  return api.post('/api/customer/plex-tools/invites/backups/create', { schema: plexToolsInviteBackupCreateResponse, json, rejectOnError: true });
}

/** Saves a server's invite list; the Plex tools' list and the server page's list both show it. */
export function useCreateInviteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteBackup,
    onSuccess: (_body, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plexToolsKeys.inviteBackups() }),
        queryClient.invalidateQueries({ queryKey: serverKeys.invites(input.server_id) }),
      ]),
  });
}
