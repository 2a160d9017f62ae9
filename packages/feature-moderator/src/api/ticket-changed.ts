import type { QueryClient } from '@tanstack/react-query';
import { moderatorKeys } from './keys.ts';
import type { TicketDetail } from './types.ts';

/**
 * After an answer, a close or a reopen: the server answers with the ticket as it is now, which goes
 * straight into the cache; the list's rows and the unread count have changed with it.
 */
export function ticketChanged(queryClient: QueryClient, ticket: TicketDetail): Promise<unknown> {
  queryClient.setQueryData(moderatorKeys.ticket(ticket.id), ticket);
  return Promise.all([queryClient.invalidateQueries({ queryKey: moderatorKeys.ticketLists() }), queryClient.invalidateQueries({ queryKey: moderatorKeys.unreadCount() })]);
}
