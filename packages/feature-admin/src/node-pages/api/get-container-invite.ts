import { api } from '@portal/api-client';
import { adminNodeContainerInviteShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export interface InviteAddress {
  nodeId: number;
  containerId: number;
  inviteId: number;
}

export async function getContainerInvite({ nodeId, containerId, inviteId }: InviteAddress, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/containers/{container}/invites/{invite}', {
    schema: adminNodeContainerInviteShowResponse,
    path: { id: nodeId, container: containerId, invite: inviteId },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function containerInviteQuery(address: InviteAddress) {
  return queryOptions({
    queryKey: nodePageKeys.invite(address.nodeId, address.containerId, address.inviteId),
    queryFn: ({ signal }) => getContainerInvite(address, signal),
  });
}

/** One invite to the media server the container runs. */
export function useContainerInvite(address: InviteAddress) {
  return useQuery(containerInviteQuery(address));
}
