import { api, type components } from '@portal/api-client';
import { adminRequestStatsResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestStatsKeys } from './keys.ts';

export type RequestStatsPeriod = components['schemas']['AdminRequestStatsPeriod'];
export type RequestStats = components['schemas']['AdminRequestStats'];

export const REQUEST_STATS_PERIODS = ['30d', '12w', '12m'] as const satisfies readonly RequestStatsPeriod[];
export const DEFAULT_REQUEST_STATS_PERIOD: RequestStatsPeriod = '12w';

export async function getRequestStats(period: RequestStatsPeriod, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/stats', { query: { period }, schema: adminRequestStatsResponse, signal, rejectOnError: true });
  return body.data;
}

export function requestStatsQuery(period: RequestStatsPeriod) {
  return queryOptions({
    queryKey: requestStatsKeys.period(period),
    queryFn: ({ signal }) => getRequestStats(period, signal),
  });
}

/** The lounge's statistics over a period; the previous period's figures stay on screen while another loads. */
export function useRequestStats(period: RequestStatsPeriod) {
  return useQuery({ ...requestStatsQuery(period), placeholderData: keepPreviousData });
}
