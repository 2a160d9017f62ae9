import { api } from '@portal/api-client';
import { adminTicketCloseResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';

export async function closeTicket(id: number) {
  return api.post('/api/admin/support/tickets/{id}/close', { schema: adminTicketCloseResponse, path: { id }, rejectOnError: true });
}

/** Closes the ticket: it no longer waits for anybody. */
export function useCloseTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(id),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
