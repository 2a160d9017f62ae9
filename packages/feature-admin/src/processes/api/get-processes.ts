import { api } from '@portal/api-client';
import { adminProcessesListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { processKeys, type ProcessListParams, type ProcessSort } from './keys.ts';

/** Processes per page. */
export const PROCESSES_PER_PAGE = 25;

const ORDER: Record<ProcessSort, { sortColumn: 'created_at' | 'time'; sortDirection: 'asc' | 'desc' }> = {
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
  oldest: { sortColumn: 'created_at', sortDirection: 'asc' },
  longest: { sortColumn: 'time', sortDirection: 'desc' },
};

export async function getProcesses({ page, search, node, status, sort }: ProcessListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/processes', {
    schema: adminProcessesListResponse,
    query: { page, perpage: PROCESSES_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(node !== null ? { node } : {}), ...(status ? { status } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta, nodes: body.nodes ?? [] };
}

export function processesQuery(params: ProcessListParams) {
  return queryOptions({
    queryKey: processKeys.list(params),
    queryFn: ({ signal }) => getProcesses(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the process history as the address asks for it, with the nodes to filter by. */
export function useProcesses(params: ProcessListParams) {
  return useQuery(processesQuery(params));
}
