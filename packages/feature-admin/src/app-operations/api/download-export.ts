import { downloadFile } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import type { ExportJob } from './types.ts';

/** The CSV of a finished export, saved under the job's file name. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (job: ExportJob) => downloadFile(`/api/admin/app-management/exports/${job.id}/download`, job.file_name),
  });
}
