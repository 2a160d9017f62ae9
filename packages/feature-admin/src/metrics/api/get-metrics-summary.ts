import { api } from '@portal/api-client';
import { adminMetricsSummaryResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { metricKeys } from './keys.ts';
import type { MetricQuery } from './types.ts';

export async function getMetricsSummary(query: MetricQuery, signal?: AbortSignal) {
  const body = await api.get('/api/admin/metrics', { query: { ...query }, schema: adminMetricsSummaryResponse, signal, rejectOnError: true });
  return body.data;
}

export function metricsSummaryQuery(query: MetricQuery) {
  return queryOptions({ queryKey: metricKeys.summary(query), queryFn: ({ signal }) => getMetricsSummary(query, signal) });
}

/** The headline figure of every metric over the period. */
export function useMetricsSummary(query: MetricQuery) {
  return useQuery({ ...metricsSummaryQuery(query), placeholderData: keepPreviousData });
}
