import { api } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeKeys, type ReportStatusFilter } from './lounge-keys.ts';
import { nextLoungePage } from './lounge-pages.ts';
import { requestLoungeMediaReportsResponse } from '@portal/api-client/schemas';

export function getMediaReports(status: ReportStatusFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/customer/request-lounge/media-reports', { schema: requestLoungeMediaReportsResponse, query: { status, page }, signal, rejectOnError: true });
}

export function mediaReportsQuery(status: ReportStatusFilter) {
  return infiniteQueryOptions({
    queryKey: loungeKeys.reports(status),
    queryFn: ({ pageParam, signal }) => getMediaReports(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextLoungePage,
  });
}

/** The user's own reports of problems with titles. */
export function useMediaReports(status: ReportStatusFilter) {
  return useInfiniteQuery(mediaReportsQuery(status));
}
