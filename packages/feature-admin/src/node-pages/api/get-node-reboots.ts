import { api } from '@portal/api-client';
import { adminNodeRebootsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys, type RebootListParams } from './keys.ts';

export async function getNodeReboots(nodeId: number, params: RebootListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/reboots', {
    schema: adminNodeRebootsListResponse,
    path: { id: nodeId },
    query: {
      page: params.page,
      perpage: params.perPage,
      sortColumn: params.sortColumn,
      sortDirection: params.sortDirection,
      ...(params.outcome ? { outcome: params.outcome } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function nodeRebootsQuery(nodeId: number, params: RebootListParams) {
  return queryOptions({
    queryKey: nodePageKeys.rebootList(nodeId, params),
    queryFn: ({ signal }) => getNodeReboots(nodeId, params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the node's reboots. */
export function useNodeReboots(nodeId: number, params: RebootListParams) {
  return useQuery(nodeRebootsQuery(nodeId, params));
}
