import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';
import { supportTicketReopenResponse } from '@portal/api-client/schemas';

export async function reopenTicket(id: number) {
  return api.post('/api/customer/support/tickets/{id}/reopen', { schema: supportTicketReopenResponse, path: { id }, rejectOnError: true });
}

/** Opens a closed ticket again, so the user can reply; the thread and the lists refetch. */
export function useReopenTicket(userId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenTicket(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.user(userId) }),
  });
}
