import { api } from '@portal/api-client';
import { adminContentBlocksListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PER_PAGE, userInteractionKeys, type BlockListParams, type BlockSort } from './keys.ts';
import type { CustomerPageKey } from './types.ts';

const BLOCK_ORDER: Record<BlockSort, { sortColumn: 'name' | 'page' | 'updated_at'; sortDirection: 'asc' | 'desc' }> = {
  page: { sortColumn: 'page', sortDirection: 'asc' },
  name: { sortColumn: 'name', sortDirection: 'asc' },
  updated: { sortColumn: 'updated_at', sortDirection: 'desc' },
};

export async function getBlocks(params: BlockListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/blocks', {
    schema: adminContentBlocksListResponse,
    query: { page: params.page, perpage: PER_PAGE, ...BLOCK_ORDER[params.sort], ...(params.search ? { search: params.search } : {}), ...(params.pageKey ? { page_key: params.pageKey as CustomerPageKey } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function blocksQuery(params: BlockListParams) {
  return queryOptions({
    queryKey: userInteractionKeys.blockList(params),
    queryFn: ({ signal }) => getBlocks(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the blocks as the address asks for it. */
export function useBlocks(params: BlockListParams) {
  return useQuery(blocksQuery(params));
}
