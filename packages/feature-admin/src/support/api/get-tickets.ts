import { api } from '@portal/api-client';
import { adminTicketsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys, type TicketListParams } from './keys.ts';

export async function getTickets({ page, perPage, search, status, priority, assignee, sortColumn, sortDirection }: TicketListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/support/tickets', {
    schema: adminTicketsListResponse,
    query: {
      page,
      perpage: perPage,
      sortColumn,
      sortDirection,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
      ...(priority ? { priority } : {}),
      ...(assignee ? { assignee } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function ticketsQuery(params: TicketListParams) {
  return queryOptions({
    queryKey: supportKeys.list(params),
    queryFn: ({ signal }) => getTickets(params, signal),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of every customer's tickets, filtered, searched and sorted on the server. */
export function useTickets(params: TicketListParams) {
  return useQuery(ticketsQuery(params));
}
