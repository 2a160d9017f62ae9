import { api } from '@portal/api-client';
import { moderatorTicketsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moderatorKeys, type TicketListParams } from './keys.ts';

/** Only what narrows the list goes to the server: an empty search or an unset filter stays out of the query. */
export async function getTickets(params: TicketListParams, signal?: AbortSignal) {
  const query = {
    page: params.page,
    perpage: params.perPage,
    sortColumn: params.sortColumn,
    sortDirection: params.sortDirection,
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.priority ? { priority: params.priority } : {}),
    ...(params.unread ? { unread: 1 as const } : {}),
  };
  const body = await api.get('/api/moderator/tickets', { schema: moderatorTicketsListResponse, query, signal, rejectOnError: true });
  return { data: body.data, meta: body.meta };
}

export function ticketsQuery(params: TicketListParams) {
  return queryOptions({
    queryKey: moderatorKeys.ticketList(params),
    queryFn: ({ signal }) => getTickets(params, signal),
    // The page on screen stays while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the help desk's tickets, filtered, searched and sorted on the server. */
export function useTickets(params: TicketListParams) {
  return useQuery(ticketsQuery(params));
}
