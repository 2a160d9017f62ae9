import { api } from '@portal/api-client';
import { moderatorTicketReadResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderatorKeys } from './keys.ts';
import type { TicketDetail } from './types.ts';

export async function markRead(id: number): Promise<number> {
  const body = await api.post('/api/moderator/tickets/{id}/read', { schema: moderatorTicketReadResponse, path: { id }, rejectOnError: true });
  return body.count;
}

/** Marks the ticket read for the staff; the answer is the unread count after it, which the count takes at once. */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(id),
    onSuccess: (count) => {
      queryClient.setQueryData(moderatorKeys.unreadCount(), count);
      queryClient.setQueryData<TicketDetail>(moderatorKeys.ticket(id), (ticket) => ticket && { ...ticket, unread: false });
      return queryClient.invalidateQueries({ queryKey: moderatorKeys.ticketLists() });
    },
  });
}
