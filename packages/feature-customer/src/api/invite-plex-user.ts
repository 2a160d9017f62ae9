import { api } from '@portal/api-client';
import { customerServerPlexInviteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plexAccountKeys, serverKeys } from './keys.ts';

export interface PlexInviteInput {
  serverId: number;
  email: string;
  /** The Plex account token of a sign-in (the server page's or the Plex tools'); it works for every server the account owns. */
  token: string;
}

export function invitePlexUser({ serverId, email, token }: PlexInviteInput) {
  return api.post('/api/customer/servers/{id}/plex/invite', { schema: customerServerPlexInviteResponse, path: { id: serverId }, json: { email, token }, rejectOnError: true });
}

/**
 * Shares a Plex server with a Plex user, then refreshes both lists that show the invite: the server
 * page's (not the invite backups kept under the same key) and the Plex tools' of the account.
 */
export function useInvitePlexUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePlexUser,
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverKeys.invites(input.serverId), exact: true }),
        queryClient.invalidateQueries({ queryKey: plexAccountKeys.all }),
      ]),
  });
}
