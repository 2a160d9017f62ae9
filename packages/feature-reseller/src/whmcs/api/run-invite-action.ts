import { api } from '@portal/api-client';
import { resellerWhmcsInviteActionResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whmcsKeys, type InviteAddress } from './keys.ts';

export type InviteAction = 'resend' | 'revoke';

export function runInviteAction(address: InviteAddress, action: InviteAction) {
  return api.post('/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}/{action}', {
    path: { node: address.nodeId, container: address.containerId, invite: address.inviteId, action },
    schema: resellerWhmcsInviteActionResponse,
    rejectOnError: true,
  });
}

/** Sends the invite again or revokes it; the invite takes the answer, the container's list refetches. */
export function useInviteAction(address: InviteAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InviteAction) => runInviteAction(address, action),
    onSuccess: (body) => queryClient.setQueryData(whmcsKeys.invite(address), body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whmcsKeys.container(address.nodeId, address.containerId), exact: true }),
  });
}
