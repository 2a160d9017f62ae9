import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mismatchesQuery } from './get-mismatches.ts';
import { communityMismatchCancelResponse } from '@portal/api-client/schemas';

export async function cancelMismatch(mismatch: number) {
  return api.post('/api/customer/community/mismatches/{mismatch}/cancel', { schema: communityMismatchCancelResponse, path: { mismatch }, rejectOnError: true });
}

/** Withdraws an open report before the community team starts on it. */
export function useCancelMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMismatch,
    // Also after a 409: the team has picked the report up meanwhile, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mismatchesQuery().queryKey }),
  });
}
