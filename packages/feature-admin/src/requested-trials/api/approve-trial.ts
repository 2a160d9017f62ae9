import { api } from '@portal/api-client';
import { adminRequestedTrialApproveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialKeys } from './keys.ts';

/** Failures reject, so the form shows a 422 next to the product and keeps the choice. */
export async function approveTrial(id: number, productId: number) {
  return api.post('/api/admin/requested-trials/{id}/approve', { schema: adminRequestedTrialApproveResponse, path: { id }, json: { product_id: productId }, rejectOnError: true });
}

/** Approves the request; the request as it is now goes into the cache and the lists refetch. */
export function useApproveTrial(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => approveTrial(id, productId),
    onSuccess: (body) => {
      queryClient.setQueryData(trialKeys.detail(id), body.data);
      return queryClient.invalidateQueries({ queryKey: trialKeys.lists() });
    },
    // Another admin may have decided first (409): the page then shows what they decided.
    onError: () => queryClient.invalidateQueries({ queryKey: trialKeys.detail(id) }),
  });
}
