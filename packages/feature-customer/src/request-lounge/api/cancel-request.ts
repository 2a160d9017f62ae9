import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { updateCachedQuota, updateCachedTitle } from './update-cached-titles.ts';
import { requestLoungeCancelRequestResponse } from '@portal/api-client/schemas';

export function cancelRequest(request: { id: number; uhd: boolean }) {
  return api.delete('/api/customer/request-lounge/requests/{request}', { schema: requestLoungeCancelRequestResponse, path: { request: request.id }, rejectOnError: true });
}

/** Cancels a pending request: the title can be requested again and the quota gets it back. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: (body, request) => {
      updateCachedTitle(queryClient, body.data.item, request.uhd);
      updateCachedQuota(queryClient, body.data.quota);
      void queryClient.invalidateQueries({ queryKey: loungeKeys.myRequestLists() });
      void queryClient.invalidateQueries({ queryKey: loungeKeys.lostLists() });
    },
  });
}
