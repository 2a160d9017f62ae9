import { api } from '@portal/api-client';
import { moderatorTicketsCountUnreadResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderatorKeys } from './keys.ts';

/** Tickets waiting for the staff with something from the customer nobody has read: the event's figure. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get('/api/moderator/tickets/count-unread', { schema: moderatorTicketsCountUnreadResponse, signal, rejectOnError: true });
  return body.count;
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: moderatorKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The tickets channel and the moderator's own actions keep it current; the call covers the rest.
    staleTime: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
