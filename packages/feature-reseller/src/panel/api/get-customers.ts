import { api } from '@portal/api-client';
import { resellerCustomersListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { panelKeys, type CustomerListParams } from './keys.ts';

export async function getCustomers(params: CustomerListParams, signal?: AbortSignal) {
  const { page, perPage, search } = params;
  const body = await api.get('/api/reseller/customers', {
    schema: resellerCustomersListResponse,
    query: { page, perpage: perPage, sortColumn: 'name', sortDirection: 'asc', ...(search ? { search } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function customersQuery(params: CustomerListParams) {
  return queryOptions({
    queryKey: panelKeys.customerList(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the reseller's customers. */
export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQuery(params));
}
