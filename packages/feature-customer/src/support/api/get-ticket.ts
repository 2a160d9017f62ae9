import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';
import { supportTicketShowResponse } from '@portal/api-client/schemas';

export async function getTicket(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/support/tickets/{id}', { schema: supportTicketShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function ticketQuery(userId: number, id: number) {
  return queryOptions({
    queryKey: supportKeys.ticket(userId, id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

/** One ticket with its whole thread. Opening it marks its staff replies read on the server. */
export function useTicket(userId: number, id: number) {
  return useQuery(ticketQuery(userId, id));
}
