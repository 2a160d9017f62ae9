import { api } from '@portal/api-client';
import { adminRequestedTrialsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trialKeys, type TrialListParams, type TrialSort } from './keys.ts';

/** Requests per page. */
export const TRIALS_PER_PAGE = 20;

const ORDER: Record<TrialSort, { sortColumn: 'created_at' | 'name'; sortDirection: 'asc' | 'desc' }> = {
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
  oldest: { sortColumn: 'created_at', sortDirection: 'asc' },
  name: { sortColumn: 'name', sortDirection: 'asc' },
};

export async function getRequestedTrials({ page, search, status, kind, sort }: TrialListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requested-trials', {
    schema: adminRequestedTrialsListResponse,
    query: { page, perpage: TRIALS_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(status ? { status } : {}), ...(kind ? { kind } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function requestedTrialsQuery(params: TrialListParams) {
  return queryOptions({
    queryKey: trialKeys.list(params),
    queryFn: ({ signal }) => getRequestedTrials(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of trial requests as the address asks for it. */
export function useRequestedTrials(params: TrialListParams) {
  return useQuery(requestedTrialsQuery(params));
}
