import { api } from '@portal/api-client';
import { moderatorTicketCloseResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketChanged } from './ticket-changed.ts';

export async function closeTicket(id: number) {
  return api.post('/api/moderator/tickets/{id}/close', { schema: moderatorTicketCloseResponse, path: { id }, rejectOnError: true });
}

/** Closes the ticket: it waits for nobody any more. */
export function useCloseTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => closeTicket(id), onSuccess: (body) => ticketChanged(queryClient, body.data) });
}
