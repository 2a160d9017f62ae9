import { api } from '@portal/api-client';
import { adminTicketPriorityResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';
import type { TicketPriority } from './types.ts';

export async function setPriority(id: number, priority: TicketPriority) {
  return api.post('/api/admin/support/tickets/{id}/priority', { schema: adminTicketPriorityResponse, path: { id }, json: { priority }, rejectOnError: true });
}

export function useSetPriority(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priority: TicketPriority) => setPriority(id, priority),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
