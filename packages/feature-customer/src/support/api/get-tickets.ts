import { api } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys, type TicketListParams } from './support-keys.ts';
import { supportTicketsListResponse } from '@portal/api-client/schemas';

export async function getTickets({ page, perPage, status }: TicketListParams, signal?: AbortSignal) {
  const body = await api.get('/api/customer/support/tickets', { schema: supportTicketsListResponse,
    query: { page, perpage: perPage, ...(status ? { status } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta, counts: body.counts };
}

export function ticketsQuery(userId: number, params: TicketListParams) {
  return queryOptions({
    queryKey: supportKeys.ticketList(userId, params),
    queryFn: ({ signal }) => getTickets(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's tickets, the most recently updated first, with the counts of every filter. */
export function useTickets(userId: number, params: TicketListParams) {
  return useQuery(ticketsQuery(userId, params));
}
