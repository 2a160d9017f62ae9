import { api } from '@portal/api-client';
import { adminServicesFiltersResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceKeys } from './keys.ts';

export async function getServiceFilters(signal?: AbortSignal) {
  const body = await api.get('/api/admin/services/filters', { schema: adminServicesFiltersResponse, signal, rejectOnError: true });
  return body.data;
}

export function serviceFiltersQuery() {
  return queryOptions({
    queryKey: serviceKeys.filters(),
    queryFn: ({ signal }) => getServiceFilters(signal),
    // Nodes come and go rarely; the list's own answers are what must be fresh.
    staleTime: 5 * 60_000,
  });
}

/** The nodes the services list can be narrowed to. */
export function useServiceFilters() {
  return useQuery(serviceFiltersQuery());
}
