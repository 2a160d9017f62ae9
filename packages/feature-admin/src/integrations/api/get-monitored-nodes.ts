import { api } from '@portal/api-client';
import { adminNodesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { integrationKeys, type MonitoredNodesParams } from './keys.ts';

export const MONITOR_PAGE_SIZE = 15;

export async function getMonitoredNodes(params: MonitoredNodesParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/nodes', {
    schema: adminNodesListResponse,
    query: { page: params.page, perpage: MONITOR_PAGE_SIZE, sortColumn: 'name', sortDirection: 'asc', ...(params.search ? { search: params.search } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function monitoredNodesQuery(params: MonitoredNodesParams) {
  return queryOptions({ queryKey: integrationKeys.monitorNodeList(params), queryFn: ({ signal }) => getMonitoredNodes(params, signal), placeholderData: keepPreviousData });
}

/** A page of the nodes, each with whether it is monitored. */
export function useMonitoredNodes(params: MonitoredNodesParams) {
  return useQuery(monitoredNodesQuery(params));
}
