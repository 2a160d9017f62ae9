import { api, type LoungeRequestInput } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { updateCachedQuota, updateCachedTitle } from './update-cached-titles.ts';
import { requestLoungeRequestTitleResponse } from '@portal/api-client/schemas';

export function requestTitle(input: LoungeRequestInput) {
  return api.post('/api/customer/request-lounge/requests', { schema: requestLoungeRequestTitleResponse, json: input, rejectOnError: true });
}

/** Requests a title; the answer's status replaces the title's in every list that shows it. */
export function useRequestTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTitle,
    onSuccess: (body, input) => {
      updateCachedTitle(queryClient, body.data.item, input.uhd);
      updateCachedQuota(queryClient, body.data.quota);
      void queryClient.invalidateQueries({ queryKey: loungeKeys.myRequestLists() });
      void queryClient.invalidateQueries({ queryKey: loungeKeys.lostLists() });
    },
  });
}
