import { api } from '@portal/api-client';
import { adminServicesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { serviceKeys, type ServiceListParams } from './keys.ts';

export async function getServices(params: ServiceListParams, signal?: AbortSignal) {
  const { page, perPage, search, sortColumn, sortDirection, type, status, node, user } = params;
  const body = await api.get('/api/admin/services', {
    schema: adminServicesListResponse,
    query: {
      page,
      perpage: perPage,
      sortColumn,
      sortDirection,
      ...(search ? { search } : {}),
      ...(type ? { type } : {}),
      ...(status ? { status } : {}),
      ...(node !== null ? { node } : {}),
      ...(user !== null ? { user } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function servicesQuery(params: ServiceListParams) {
  return queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => getServices(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of every customer's services, searched, filtered and ordered on the server. */
export function useServices(params: ServiceListParams) {
  return useQuery(servicesQuery(params));
}
