import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/server-keys.ts';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { customerServerPlexInviteResponse } from '@portal/api-client/schemas';

export interface PlexInviteInput {
  serverId: number;
  email: string;
  /** The Plex account token from the Plex tools' sign-in; it works for every server the account owns. */
  token: string;
  /** The Plex account signed in with, whose invite list to refresh. */
  account: string;
}

export function invitePlexUser({ serverId, email, token }: PlexInviteInput) {
  return api.post('/api/customer/servers/{id}/plex/invite', { schema: customerServerPlexInviteResponse, path: { id: serverId }, json: { email, token }, rejectOnError: true });
}

/** Shares one of the account's Plex servers with a Plex user, then refreshes both invite lists. */
export function useInvitePlexUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePlexUser,
    onSuccess: (_body, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plexToolsKeys.invites(input.account) }),
        queryClient.invalidateQueries({ queryKey: serverKeys.invites(input.serverId) }),
      ]),
  });
}
