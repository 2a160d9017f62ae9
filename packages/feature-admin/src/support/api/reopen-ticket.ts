import { api } from '@portal/api-client';
import { adminTicketReopenResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';

export async function reopenTicket(id: number) {
  return api.post('/api/admin/support/tickets/{id}/reopen', { schema: adminTicketReopenResponse, path: { id }, rejectOnError: true });
}

/** Opens a closed ticket again, so the staff can answer it. */
export function useReopenTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenTicket(id),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
