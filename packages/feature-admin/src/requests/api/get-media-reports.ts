import { api } from '@portal/api-client';
import { adminMediaReportsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys, type ReportListParams } from './keys.ts';

export async function getMediaReports(params: ReportListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/media-reports', {
    schema: adminMediaReportsListResponse,
    query: {
      page: params.page,
      perpage: params.perPage,
      sortColumn: 'created_at',
      sortDirection: params.sortDirection,
      ...(params.search ? { search: params.search } : {}),
      ...(params.status ? { status: params.status } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function mediaReportsQuery(params: ReportListParams) {
  return queryOptions({ queryKey: requestKeys.reportList(params), queryFn: ({ signal }) => getMediaReports(params, signal), placeholderData: keepPreviousData });
}

/** A page of the problems customers reported with titles. */
export function useMediaReports(params: ReportListParams) {
  return useQuery(mediaReportsQuery(params));
}
