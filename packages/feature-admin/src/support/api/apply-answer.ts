import type { QueryClient } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';
import type { TicketDetail } from './types.ts';

/**
 * After a change to a ticket: the answer is the ticket as it is now, so it goes straight into the
 * cache; the lists (status, assignee, unread mark), the count of new tickets and the staff's
 * open-ticket figures refetch.
 */
export function applyTicketAnswer(queryClient: QueryClient, ticket: TicketDetail): Promise<unknown> {
  queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: supportKeys.countNew() }),
    queryClient.invalidateQueries({ queryKey: supportKeys.assignees() }),
  ]);
}
