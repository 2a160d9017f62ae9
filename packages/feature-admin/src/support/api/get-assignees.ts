import { api } from '@portal/api-client';
import { adminTicketAssigneesResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';

export async function getAssignees(signal?: AbortSignal) {
  const body = await api.get('/api/admin/support/assignees', { schema: adminTicketAssigneesResponse, signal, rejectOnError: true });
  return body.data;
}

export function assigneesQuery() {
  return queryOptions({
    queryKey: supportKeys.assignees(),
    queryFn: ({ signal }) => getAssignees(signal),
    // The staff changes rarely; the open tickets each holds are a hint, not a figure to trust to the minute.
    staleTime: 5 * 60_000,
  });
}

/** The staff a ticket can be given to: admins and moderators, by name. */
export function useAssignees() {
  return useQuery(assigneesQuery());
}
