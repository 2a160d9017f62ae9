import { api } from '@portal/api-client';
import { adminExportCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';
import type { ExportInput } from './types.ts';

export async function createExport(input: ExportInput) {
  return api.post('/api/admin/app-management/exports', { schema: adminExportCreateResponse, json: input, rejectOnError: true });
}

/** Starts an export job; the recent jobs refetch so the new one joins them. */
export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExport,
    onSuccess: (body) => {
      queryClient.setQueryData(appOperationKeys.exportJob(body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: appOperationKeys.exportList() });
    },
  });
}
