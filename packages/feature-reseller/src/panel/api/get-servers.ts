import { api } from '@portal/api-client';
import { resellerServersListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { panelKeys, type ServerListParams } from './keys.ts';
import type { ServerStatus } from './types.ts';

export async function getServers(params: ServerListParams, signal?: AbortSignal) {
  const { page, perPage, search, sortColumn, sortDirection, node, status } = params;
  const body = await api.get('/api/reseller/servers', {
    schema: resellerServersListResponse,
    query: {
      page,
      perpage: perPage,
      sortColumn,
      sortDirection,
      ...(search ? { search } : {}),
      ...(node !== null ? { node } : {}),
      ...(status ? { status: status as ServerStatus } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function serversQuery(params: ServerListParams) {
  return queryOptions({
    queryKey: panelKeys.serverList(params),
    queryFn: ({ signal }) => getServers(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the servers on the reseller's nodes. */
export function useServers(params: ServerListParams) {
  return useQuery(serversQuery(params));
}
