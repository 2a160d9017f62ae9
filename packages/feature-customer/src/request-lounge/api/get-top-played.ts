import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loungeKeys, type RequestTypeFilter, type TopPlayedPeriod } from './lounge-keys.ts';
import { requestLoungeTopPlayedResponse } from '@portal/api-client/schemas';

export interface TopPlayedFilters {
  period: TopPlayedPeriod;
  type: RequestTypeFilter;
}

export function getTopPlayed(filters: TopPlayedFilters, signal?: AbortSignal) {
  return api.get('/api/customer/request-lounge/top-played', { schema: requestLoungeTopPlayedResponse, query: filters, signal, rejectOnError: true });
}

export function topPlayedQuery(filters: TopPlayedFilters) {
  return queryOptions({ queryKey: loungeKeys.topPlayed(filters), queryFn: ({ signal }) => getTopPlayed(filters, signal) });
}

/** The most played titles on the user's servers in a period. */
export function useTopPlayed(filters: TopPlayedFilters) {
  return useQuery(topPlayedQuery(filters));
}
