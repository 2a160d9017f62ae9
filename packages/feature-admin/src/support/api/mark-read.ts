import { api } from '@portal/api-client';
import { adminTicketReadResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';
import type { TicketDetail } from './types.ts';

export async function markRead(id: number) {
  const body = await api.post('/api/admin/support/tickets/{id}/read', { schema: adminTicketReadResponse, path: { id }, rejectOnError: true });
  return body.count;
}

/**
 * Marks the ticket read for the staff. The answer is the count of new tickets after it, which goes
 * straight into the count; the lists' unread marks refetch.
 */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(id),
    onSuccess: (count) => {
      queryClient.setQueryData(supportKeys.countNew(), count);
      queryClient.setQueryData<TicketDetail>(supportKeys.ticket(id), (ticket) => (ticket ? { ...ticket, unread: false } : ticket));
      return queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
