import { api } from '@portal/api-client';
import { adminExportShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';
import type { ExportJob } from './types.ts';

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

export async function getExport(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/exports/{id}', { schema: adminExportShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

const isRunning = (job: ExportJob | undefined) => job !== undefined && (job.status === 'queued' || job.status === 'running');

export function exportQuery(id: number, initial?: ExportJob) {
  return queryOptions({
    queryKey: appOperationKeys.exportJob(id),
    queryFn: ({ signal }) => getExport(id, signal),
    initialData: initial,
    // Polls only while the job is queued or running; a finished job does not change.
    refetchInterval: (query) => (isRunning(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/** One export job, polled until it has finished. */
export function useExport(id: number, initial?: ExportJob) {
  return useQuery(exportQuery(id, initial));
}
