import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvites } from './invalidate-invites.ts';
import { customerServerEmbyConnectResponse } from '@portal/api-client/schemas';

export async function connectEmbyUser(serverId: number, input: { email: string }) {
  return api.post('/api/customer/servers/{id}/emby/connect', { schema: customerServerEmbyConnectResponse, path: { id: serverId }, json: input, rejectOnError: true });
}

/** Invites someone's Emby Connect account by e-mail. */
export function useConnectEmbyUser(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string }) => connectEmbyUser(serverId, input),
    onSuccess: () => invalidateInvites(queryClient, serverId),
  });
}
