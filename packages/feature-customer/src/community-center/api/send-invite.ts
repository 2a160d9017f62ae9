import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitesQuery } from './get-invites.ts';
import { communityInviteSendResponse } from '@portal/api-client/schemas';

export interface SendInviteInput {
  email: string;
  message: string | null;
}

export async function sendInvite(input: SendInviteInput) {
  return api.post('/api/customer/community/invites', { schema: communityInviteSendResponse, json: input, rejectOnError: true });
}

/** Invites a friend by e-mail; the list and the places left are read again afterwards. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQuery().queryKey }),
  });
}
