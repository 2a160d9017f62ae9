import { api } from '@portal/api-client';
import { adminNodeContainerInviteRevokeResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAddress } from './get-container-invite.ts';
import { nodePageKeys } from './keys.ts';

export function revokeContainerInvite({ nodeId, containerId, inviteId }: InviteAddress) {
  return api.post('/api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke', {
    schema: adminNodeContainerInviteRevokeResponse,
    path: { id: nodeId, container: containerId, invite: inviteId },
    rejectOnError: true,
  });
}

/** Withdraws the invite, accepted or not. The answer is the invite as it is now; the container's list of invites refreshes. */
export function useRevokeContainerInvite(address: InviteAddress) {
  const queryClient = useQueryClient();
  const { nodeId, containerId, inviteId } = address;
  return useMutation({
    mutationFn: () => revokeContainerInvite(address),
    onSuccess: (body) => queryClient.setQueryData(nodePageKeys.invite(nodeId, containerId, inviteId), body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.container(nodeId, containerId) }),
  });
}
