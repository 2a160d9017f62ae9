import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitesQuery } from './get-invites.ts';
import { communityInviteRevokeResponse } from '@portal/api-client/schemas';

export async function revokeInvite(invite: number) {
  return api.post('/api/customer/community/invites/{invite}/revoke', { schema: communityInviteRevokeResponse, path: { invite }, rejectOnError: true });
}

/** Revokes a pending invite, so its link stops working and its place frees up. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    // Also after a failure: a 409 means the invite changed meanwhile (accepted or expired).
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQuery().queryKey }),
  });
}
