import { api } from '@portal/api-client';
import { adminTicketShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';

export async function getTicket(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/support/tickets/{id}', { schema: adminTicketShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

/** One ticket with its thread and the staff's notes. Reading it changes nothing: `useMarkRead` does. */
export function useTicket(id: number) {
  return useQuery(ticketQuery(id));
}
