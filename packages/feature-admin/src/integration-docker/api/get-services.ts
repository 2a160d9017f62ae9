import { api } from '@portal/api-client';
import { adminDockerServicesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dockerKeys, type ServiceListParams, type ServiceSort } from './keys.ts';

/** Services per page. */
export const SERVICES_PER_PAGE = 10;

const ORDER: Record<ServiceSort, { sortColumn: 'name' | 'image' | 'updated_at'; sortDirection: 'asc' | 'desc' }> = {
  name: { sortColumn: 'name', sortDirection: 'asc' },
  'name-desc': { sortColumn: 'name', sortDirection: 'desc' },
  image: { sortColumn: 'image', sortDirection: 'asc' },
  updated: { sortColumn: 'updated_at', sortDirection: 'desc' },
};

export async function getDockerServices({ page, search, enabled, sort }: ServiceListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/docker-services', {
    schema: adminDockerServicesListResponse,
    query: { page, perpage: SERVICES_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(enabled ? { enabled } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function dockerServicesQuery(params: ServiceListParams) {
  return queryOptions({
    queryKey: dockerKeys.serviceList(params),
    queryFn: ({ signal }) => getDockerServices(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the platform's docker services as the address asks for it. */
export function useDockerServices(params: ServiceListParams) {
  return useQuery(dockerServicesQuery(params));
}
