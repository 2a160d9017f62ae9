import { api } from '@portal/api-client';
import { adminStorageMountsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys, type MountListParams, type MountSort } from './keys.ts';

/** Mounts per page. */
export const MOUNTS_PER_PAGE = 25;

const ORDER: Record<MountSort, { sortColumn: 'state' | 'node' | 'used' | 'checked_at'; sortDirection: 'asc' | 'desc' }> = {
  state: { sortColumn: 'state', sortDirection: 'asc' },
  node: { sortColumn: 'node', sortDirection: 'asc' },
  used: { sortColumn: 'used', sortDirection: 'desc' },
  checked: { sortColumn: 'checked_at', sortDirection: 'asc' },
};

export async function getMounts({ page, search, node, state, sort }: MountListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/storage/mounts', {
    schema: adminStorageMountsListResponse,
    query: { page, perpage: MOUNTS_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(node !== null ? { node } : {}), ...(state ? { state } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta, nodes: body.nodes ?? [] };
}

export function mountsQuery(params: MountListParams) {
  return queryOptions({
    queryKey: storageKeys.mountList(params),
    queryFn: ({ signal }) => getMounts(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the nodes' mounts as the address asks for it, with the nodes to filter by. */
export function useMounts(params: MountListParams) {
  return useQuery(mountsQuery(params));
}
