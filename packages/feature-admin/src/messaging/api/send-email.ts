import { api } from '@portal/api-client';
import { adminEmailSendResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';
import type { EmailInput } from './types.ts';

export async function sendEmail(input: EmailInput) {
  return api.post('/api/admin/user-interaction/emails', { schema: adminEmailSendResponse, json: input, rejectOnError: true });
}

/** Sends the e-mail to its audience; the history refetches. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.emailLists() }),
  });
}
