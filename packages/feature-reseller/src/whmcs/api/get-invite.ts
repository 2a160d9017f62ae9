import { api } from '@portal/api-client';
import { resellerWhmcsInviteShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys, type InviteAddress } from './keys.ts';

export async function getWhmcsInvite(address: InviteAddress, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}', {
    path: { node: address.nodeId, container: address.containerId, invite: address.inviteId },
    schema: resellerWhmcsInviteShowResponse,
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function whmcsInviteQuery(address: InviteAddress) {
  return queryOptions({ queryKey: whmcsKeys.invite(address), queryFn: ({ signal }) => getWhmcsInvite(address, signal) });
}

/** One invite key of a container. */
export function useWhmcsInvite(address: InviteAddress) {
  return useQuery(whmcsInviteQuery(address));
}
