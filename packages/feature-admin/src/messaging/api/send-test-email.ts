import { api } from '@portal/api-client';
import { adminEmailTestResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

/** Sends the e-mail to the signed-in admin alone; the answer names the address. */
export async function sendTestEmail(message: { subject: string; body: string }) {
  return api.post('/api/admin/user-interaction/emails/test', { schema: adminEmailTestResponse, json: message, rejectOnError: true });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
