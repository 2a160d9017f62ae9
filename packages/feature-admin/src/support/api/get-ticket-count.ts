import { api } from '@portal/api-client';
import { adminTicketsCountNewResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';

/** New tickets: waiting for the staff, with something from the customer nobody has read yet. */
export async function getTicketCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get('/api/admin/support/tickets/count-new', { schema: adminTicketsCountNewResponse, signal, rejectOnError: true });
  return body.count;
}

export function ticketCountQuery() {
  return queryOptions({
    queryKey: supportKeys.countNew(),
    queryFn: ({ signal }) => getTicketCount(signal),
    // Changes arrive through the tickets channel and the staff's own actions; the call covers the rest.
    staleTime: 60_000,
  });
}

export function useTicketCount() {
  return useQuery(ticketCountQuery());
}
