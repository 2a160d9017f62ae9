import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';
import { supportDepartmentsResponse } from '@portal/api-client/schemas';

export async function getDepartments(signal?: AbortSignal) {
  const body = await api.get('/api/customer/support/departments', { schema: supportDepartmentsResponse, signal, rejectOnError: true });
  return body.data;
}

export function departmentsQuery() {
  return queryOptions({
    queryKey: supportKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    // The departments change with the support team, not while someone writes a ticket.
    staleTime: 10 * 60_000,
  });
}

/** The departments a ticket can go to, in the order to offer them. */
export function useDepartments() {
  return useQuery(departmentsQuery());
}
