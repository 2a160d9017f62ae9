import { api } from '@portal/api-client';
import { resellerWhmcsContainersListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys, type ContainerListParams } from './keys.ts';

type StatusFilter = 'pending' | 'active' | 'suspended' | 'terminated' | 'cancelled' | 'none';
const STATUS_FILTERS: readonly StatusFilter[] = ['pending', 'active', 'suspended', 'terminated', 'cancelled', 'none'];

export async function getWhmcsContainers(nodeId: number, params: ContainerListParams, signal?: AbortSignal) {
  const status = STATUS_FILTERS.find((value) => value === params.status);
  return api.get('/api/reseller/whmcs/nodes/{node}/containers', {
    path: { node: nodeId },
    query: {
      page: params.page,
      perpage: params.perPage,
      sortColumn: params.sortColumn,
      sortDirection: params.sortDirection,
      ...(params.search ? { search: params.search } : {}),
      ...(status ? { status } : {}),
    },
    schema: resellerWhmcsContainersListResponse,
    signal,
    rejectOnError: true,
  });
}

export function whmcsContainersQuery(nodeId: number, params: ContainerListParams) {
  return queryOptions({
    queryKey: whmcsKeys.containerList(nodeId, params),
    queryFn: ({ signal }) => getWhmcsContainers(nodeId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the node's containers with their WHMCS services; the page shown stays while the next loads. */
export function useWhmcsContainers(nodeId: number, params: ContainerListParams) {
  return useQuery(whmcsContainersQuery(nodeId, params));
}
