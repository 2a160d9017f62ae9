import { api } from '@portal/api-client';
import { moderatorTicketReopenResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketChanged } from './ticket-changed.ts';

export async function reopenTicket(id: number) {
  return api.post('/api/moderator/tickets/{id}/reopen', { schema: moderatorTicketReopenResponse, path: { id }, rejectOnError: true });
}

/** Opens a closed ticket again, so it can be answered. */
export function useReopenTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => reopenTicket(id), onSuccess: (body) => ticketChanged(queryClient, body.data) });
}
