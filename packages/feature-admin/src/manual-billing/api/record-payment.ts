import { api } from '@portal/api-client';
import { adminManualBillingPaymentCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#api/keys.ts';
import { manualBillingKeys } from './keys.ts';
import type { PaymentInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields. */
export async function recordPayment(userId: number, payment: PaymentInput) {
  return api.post('/api/admin/manual-billing/customer/{user}/payments', {
    schema: adminManualBillingPaymentCreateResponse,
    path: { user: userId },
    json: payment,
    rejectOnError: true,
  });
}

/** Records a payment; the answer is the account as it is now, and the dashboard's figures follow. */
export function useRecordPayment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentInput) => recordPayment(userId, payment),
    onSuccess: (body) => {
      queryClient.setQueryData(manualBillingKeys.customer(userId), body.data);
      return queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
