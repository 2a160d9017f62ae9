import { api } from '@portal/api-client';
import { adminNodesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nodeKeys, type NodeListParams } from './keys.ts';

export async function getNodes(params: NodeListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes', {
    schema: adminNodesListResponse,
    query: {
      page: params.page,
      perpage: params.perPage,
      sortColumn: params.sortColumn,
      sortDirection: params.sortDirection,
      ...(params.search ? { search: params.search } : {}),
      ...(params.status ? { status: params.status } : {}),
      ...(params.attention ? { attention: 1 as const } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function nodesQuery(params: NodeListParams) {
  return queryOptions({
    queryKey: nodeKeys.list(params),
    queryFn: ({ signal }) => getNodes(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the nodes, with what needs attention on each. */
export function useNodes(params: NodeListParams) {
  return useQuery(nodesQuery(params));
}
