import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';
import { supportTicketCloseResponse } from '@portal/api-client/schemas';

export async function closeTicket(id: number) {
  return api.post('/api/customer/support/tickets/{id}/close', { schema: supportTicketCloseResponse, path: { id }, rejectOnError: true });
}

/** Closes the ticket; the thread and the lists refetch. */
export function useCloseTicket(userId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.user(userId) }),
  });
}
