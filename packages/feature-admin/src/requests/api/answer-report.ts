import { api } from '@portal/api-client';
import { adminMediaReportReplyResponse, adminMediaReportResolveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from './keys.ts';
import type { AdminMediaReportStatus } from './types.ts';

export function replyToReport(id: number, reply: string, status: AdminMediaReportStatus) {
  return api.post('/api/admin/requests/media-reports/{id}/reply', { schema: adminMediaReportReplyResponse, path: { id }, json: { reply, status }, rejectOnError: true });
}

export function resolveReport(id: number, reply: string | null) {
  return api.post('/api/admin/requests/media-reports/{id}/resolve', { schema: adminMediaReportResolveResponse, path: { id }, json: { reply }, rejectOnError: true });
}

/** Answers a report (the customer sees the reply with it); the reports and the overview refetch. */
export function useReplyToReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply, status }: { id: number; reply: string; status: AdminMediaReportStatus }) => replyToReport(id, reply, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** Marks a report resolved, with a reply when one is written. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string | null }) => resolveReport(id, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
