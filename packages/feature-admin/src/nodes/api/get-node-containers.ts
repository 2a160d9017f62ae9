import { api } from '@portal/api-client';
import { adminNodeContainersListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nodeKeys, type ContainerListParams } from './keys.ts';

export async function getNodeContainers(id: number, params: ContainerListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/containers', {
    schema: adminNodeContainersListResponse,
    path: { id },
    query: {
      page: params.page,
      perpage: params.perPage,
      ...(params.search ? { search: params.search } : {}),
      ...(params.status ? { status: params.status } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function nodeContainersQuery(id: number, params: ContainerListParams) {
  return queryOptions({
    queryKey: nodeKeys.containerList(id, params),
    queryFn: ({ signal }) => getNodeContainers(id, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the node's containers: its customers' media servers, then the platform's own. */
export function useNodeContainers(id: number, params: ContainerListParams) {
  return useQuery(nodeContainersQuery(id, params));
}
