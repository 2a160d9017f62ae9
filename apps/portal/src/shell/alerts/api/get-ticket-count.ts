import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTicketsCountNewResponse } from '@portal/api-client/schemas';
import { shellKeys } from '#shell/shell-keys.ts';

export const ticketAlertKeys = {
  all: [...shellKeys.all, 'ticket-alert'] as const,
  /** Per user: a page that signs out and in as someone else must not reuse the last admin's count. */
  countNew: (userId: number) => [...ticketAlertKeys.all, 'count-new', userId] as const,
};

/** How many support tickets wait for an answer (admins only). */
export async function getTicketCount(signal?: AbortSignal): Promise<number> {
  // The alert is a nicety: a failure must not raise the 'Whoops!' dialog, so it rejects quietly.
  const body = await api.get('/api/admin/support/tickets/count-new', { schema: adminTicketsCountNewResponse, signal, rejectOnError: true });
  return body.count;
}

export function ticketCountQuery(userId: number) {
  return queryOptions({
    queryKey: ticketAlertKeys.countNew(userId),
    queryFn: ({ signal }) => getTicketCount(signal),
    // Changes arrive through the tickets channel; the call only covers what happened before the page loaded.
    staleTime: 60_000,
    retry: false,
  });
}

/** The count for the signed-in admin; pass `null` for anybody else, who may not call it. */
export function useTicketCount(adminId: number | null) {
  return useQuery({ ...ticketCountQuery(adminId ?? 0), enabled: adminId !== null });
}
