import { api } from '@portal/api-client';
import { adminNodeContainerInviteResendResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAddress } from './get-container-invite.ts';
import { nodePageKeys } from './keys.ts';

export function resendContainerInvite({ nodeId, containerId, inviteId }: InviteAddress) {
  return api.post('/api/admin/nodes/{id}/containers/{container}/invites/{invite}/resend', {
    schema: adminNodeContainerInviteResendResponse,
    path: { id: nodeId, container: containerId, invite: inviteId },
    rejectOnError: true,
  });
}

/** Sends a pending or expired invite's e-mail again; it can be accepted for another week. The answer is the invite as it is now; the container's list of invites refreshes. */
export function useResendContainerInvite(address: InviteAddress) {
  const queryClient = useQueryClient();
  const { nodeId, containerId, inviteId } = address;
  return useMutation({
    mutationFn: () => resendContainerInvite(address),
    onSuccess: (body) => queryClient.setQueryData(nodePageKeys.invite(nodeId, containerId, inviteId), body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.container(nodeId, containerId) }),
  });
}
