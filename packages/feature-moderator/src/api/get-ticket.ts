import { api } from '@portal/api-client';
import { moderatorTicketShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderatorKeys } from './keys.ts';

export async function getTicket(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/moderator/tickets/{id}', { schema: moderatorTicketShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function ticketQuery(id: number) {
  return queryOptions({ queryKey: moderatorKeys.ticket(id), queryFn: ({ signal }) => getTicket(id, signal) });
}

/** A ticket with its thread. Loading it marks nothing read: `useMarkRead` does. */
export function useTicket(id: number) {
  return useQuery(ticketQuery(id));
}
