import { adminKeys } from '#api/keys.ts';
import type { MetricKey, MetricQuery } from './types.ts';

/** Query keys of the metrics: a figure per period, nothing the admin changes here invalidates them. */
export const metricKeys = {
  all: [...adminKeys.all, 'metrics'] as const,
  summary: (query: MetricQuery) => [...metricKeys.all, 'summary', query] as const,
  series: (metric: MetricKey, query: MetricQuery) => [...metricKeys.all, 'series', metric, query] as const,
  transcodeEvents: (query: MetricQuery, page: number) => [...metricKeys.all, 'transcode-events', query, page] as const,
};
