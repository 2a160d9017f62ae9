import { api } from '@portal/api-client';
import { adminExportsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';

export async function getExports(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/exports', { schema: adminExportsListResponse, signal, rejectOnError: true });
  return body.data;
}

/** How often the list is refreshed while one of its jobs has not finished. */
const LIST_POLL_MS = 2000;

export function exportsQuery() {
  return queryOptions({
    queryKey: appOperationKeys.exportList(),
    queryFn: ({ signal }) => getExports(signal),
    // A job started earlier (or by another admin) still running shows its progress as it moves.
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'queued' || job.status === 'running') ? LIST_POLL_MS : false),
  });
}

/** The recent export jobs, newest first. */
export function useExports() {
  return useQuery(exportsQuery());
}
