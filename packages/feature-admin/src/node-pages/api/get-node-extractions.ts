import { api } from '@portal/api-client';
import { adminNodeExtractionsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nodePageKeys, type ExtractionListParams } from './keys.ts';

export async function getNodeExtractions(nodeId: number, params: ExtractionListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes/{id}/extractions', {
    schema: adminNodeExtractionsListResponse,
    path: { id: nodeId },
    query: {
      page: params.page,
      perpage: params.perPage,
      sortColumn: params.sortColumn,
      sortDirection: params.sortDirection,
      ...(params.search ? { search: params.search } : {}),
      ...(params.status ? { status: params.status } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function nodeExtractionsQuery(nodeId: number, params: ExtractionListParams) {
  return queryOptions({
    queryKey: nodePageKeys.extractionList(nodeId, params),
    queryFn: ({ signal }) => getNodeExtractions(nodeId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the archives extracted on the node. */
export function useNodeExtractions(nodeId: number, params: ExtractionListParams) {
  return useQuery(nodeExtractionsQuery(nodeId, params));
}
