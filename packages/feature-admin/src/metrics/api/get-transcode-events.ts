import { api } from '@portal/api-client';
import { adminMetricTranscodeEventsResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { metricKeys } from './keys.ts';
import type { MetricQuery } from './types.ts';

export const TRANSCODE_EVENTS_PER_PAGE = 20;

export async function getTranscodeEvents(query: MetricQuery, page: number, signal?: AbortSignal) {
  const { group: _group, ...range } = query;
  return api.get('/api/admin/metrics/transcode-transgressions/events', {
    query: { ...range, page, perpage: TRANSCODE_EVENTS_PER_PAGE },
    schema: adminMetricTranscodeEventsResponse,
    signal,
    rejectOnError: true,
  });
}

export function transcodeEventsQuery(query: MetricQuery, page: number) {
  return queryOptions({ queryKey: metricKeys.transcodeEvents(query, page), queryFn: ({ signal }) => getTranscodeEvents(query, page, signal) });
}

/** A page of the streams that broke their transcode limit in the period, newest first. */
export function useTranscodeEvents(query: MetricQuery, page: number) {
  return useQuery({ ...transcodeEventsQuery(query, page), placeholderData: keepPreviousData });
}
