import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvites } from './invalidate-invites.ts';
import { customerServerEmbyInviteResponse } from '@portal/api-client/schemas';

export async function inviteEmbyUser(serverId: number, input: { username: string }) {
  return api.post('/api/customer/servers/{id}/emby/invite', { schema: customerServerEmbyInviteResponse, path: { id: serverId }, json: input, rejectOnError: true });
}

/** Creates an Emby user who signs in with a username. */
export function useInviteEmbyUser(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string }) => inviteEmbyUser(serverId, input),
    onSuccess: () => invalidateInvites(queryClient, serverId),
  });
}
