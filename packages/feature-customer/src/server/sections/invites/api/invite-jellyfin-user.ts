import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvites } from './invalidate-invites.ts';
import { customerServerJellyfinInviteResponse } from '@portal/api-client/schemas';

export interface JellyfinInviteInput {
  username: string;
  password: string;
}

export async function inviteJellyfinUser(serverId: number, input: JellyfinInviteInput) {
  return api.post('/api/customer/servers/{id}/jellyfin/invite', { schema: customerServerJellyfinInviteResponse, path: { id: serverId }, json: input, rejectOnError: true });
}

/** Creates a Jellyfin user with a username and a first password. */
export function useInviteJellyfinUser(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JellyfinInviteInput) => inviteJellyfinUser(serverId, input),
    onSuccess: () => invalidateInvites(queryClient, serverId),
  });
}
