import { api } from '@portal/api-client';
import { adminTicketAssignResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';

/** `null` takes the ticket from whoever has it. */
export async function assignTicket(id: number, assigneeId: number | null) {
  return api.post('/api/admin/support/tickets/{id}/assign', { schema: adminTicketAssignResponse, path: { id }, json: { assignee_id: assigneeId }, rejectOnError: true });
}

export function useAssignTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: number | null) => assignTicket(id, assigneeId),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
