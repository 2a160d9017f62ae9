import { api } from '@portal/api-client';
import { adminRequestedTrialRejectResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialKeys } from './keys.ts';

/** Failures reject, so the form shows a 422 next to the reason and keeps what was typed. */
export async function rejectTrial(id: number, reason: string) {
  return api.post('/api/admin/requested-trials/{id}/reject', { schema: adminRequestedTrialRejectResponse, path: { id }, json: { reason }, rejectOnError: true });
}

/** Rejects the request; the request as it is now goes into the cache and the lists refetch. */
export function useRejectTrial(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectTrial(id, reason),
    onSuccess: (body) => {
      queryClient.setQueryData(trialKeys.detail(id), body.data);
      return queryClient.invalidateQueries({ queryKey: trialKeys.lists() });
    },
    // Another admin may have decided first (409): the page then shows what they decided.
    onError: () => queryClient.invalidateQueries({ queryKey: trialKeys.detail(id) }),
  });
}
