import { api } from '@portal/api-client';
import { adminContributionsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys, type ContributionListParams, type ContributionSort } from './keys.ts';

/** Contributions per page. */
export const CONTRIBUTIONS_PER_PAGE = 25;

const ORDER: Record<ContributionSort, { sortColumn: 'created_at' | 'title'; sortDirection: 'asc' | 'desc' }> = {
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
  oldest: { sortColumn: 'created_at', sortDirection: 'asc' },
  title: { sortColumn: 'title', sortDirection: 'asc' },
};

export async function getContributions({ page, search, contributor, kind, sort }: ContributionListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/contributes', {
    schema: adminContributionsListResponse,
    query: {
      page,
      perpage: CONTRIBUTIONS_PER_PAGE,
      ...ORDER[sort],
      ...(search ? { search } : {}),
      ...(contributor !== null ? { contributor } : {}),
      ...(kind ? { kind } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta, totals: body.totals ?? null, contributors: body.contributors ?? [] };
}

export function contributionsQuery(params: ContributionListParams) {
  return queryOptions({
    queryKey: requestSetupKeys.contributionList(params),
    queryFn: ({ signal }) => getContributions(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of what the contributors added, with the totals and the contributors to filter by. */
export function useContributions(params: ContributionListParams) {
  return useQuery(contributionsQuery(params));
}
