import { api } from '@portal/api-client';
import { adminManualBillingAdjustmentCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#api/keys.ts';
import { manualBillingKeys } from './keys.ts';
import type { AdjustmentInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields. */
export async function recordAdjustment(userId: number, adjustment: AdjustmentInput) {
  return api.post('/api/admin/manual-billing/customer/{user}/adjustments', {
    schema: adminManualBillingAdjustmentCreateResponse,
    path: { user: userId },
    json: adjustment,
    rejectOnError: true,
  });
}

/** Records a credit, a debit or a change of a service's price or product; the dashboard's figures follow. */
export function useRecordAdjustment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: AdjustmentInput) => recordAdjustment(userId, adjustment),
    onSuccess: (body) => {
      queryClient.setQueryData(manualBillingKeys.customer(userId), body.data);
      return queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
