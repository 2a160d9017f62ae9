import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvites } from './invalidate-invites.ts';
import { customerServerPlexInviteResponse } from '@portal/api-client/schemas';

export interface PlexInviteInput {
  email: string;
  /** The Plex account token from the invites answer of the sign-in. */
  token: string;
}

export async function invitePlexUser(serverId: number, input: PlexInviteInput) {
  return api.post('/api/customer/servers/{id}/plex/invite', { schema: customerServerPlexInviteResponse, path: { id: serverId }, json: input, rejectOnError: true });
}

export function useInvitePlexUser(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlexInviteInput) => invitePlexUser(serverId, input),
    onSuccess: () => invalidateInvites(queryClient, serverId),
  });
}
