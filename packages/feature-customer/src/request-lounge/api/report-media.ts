import { api, type LoungeMediaReportInput } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { requestLoungeReportMediaResponse } from '@portal/api-client/schemas';

export function reportMedia(input: LoungeMediaReportInput) {
  return api.post('/api/customer/request-lounge/media-reports', { schema: requestLoungeReportMediaResponse, json: input, rejectOnError: true });
}

/** Reports a problem with a title. */
export function useReportMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loungeKeys.reportLists() }),
  });
}
