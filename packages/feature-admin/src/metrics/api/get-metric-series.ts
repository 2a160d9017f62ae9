import { api } from '@portal/api-client';
import { adminMetricSeriesResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { metricKeys } from './keys.ts';
import type { MetricKey, MetricQuery } from './types.ts';

export async function getMetricSeries(metric: MetricKey, query: MetricQuery, signal?: AbortSignal) {
  const body = await api.get('/api/admin/metrics/{metric}', { path: { metric }, query: { ...query }, schema: adminMetricSeriesResponse, signal, rejectOnError: true });
  return body.data;
}

export function metricSeriesQuery(metric: MetricKey, query: MetricQuery) {
  return queryOptions({ queryKey: metricKeys.series(metric, query), queryFn: ({ signal }) => getMetricSeries(metric, query, signal) });
}

/** One metric over the period; the previous period's figures stay on screen while another loads. */
export function useMetricSeries(metric: MetricKey, query: MetricQuery) {
  return useQuery({ ...metricSeriesQuery(metric, query), placeholderData: keepPreviousData });
}
