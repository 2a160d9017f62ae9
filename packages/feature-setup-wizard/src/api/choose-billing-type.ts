import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupChooseBillingTypeResponse } from '@portal/api-client/schemas';

export type BillingTypeInput = SetupInput<'/api/admin/system/init/billing-type'>;

export function chooseBillingType(json: BillingTypeInput) {
  return api.post('/api/admin/system/init/billing-type', { schema: setupChooseBillingTypeResponse, json, rejectOnError: true });
}

export function chooseBillingTypeMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('billing-type'),
    mutationFn: chooseBillingType,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** WHMCS or manual billing; the WHMCS steps apply only to the first. */
export function useChooseBillingType() {
  return useMutation(chooseBillingTypeMutation(useQueryClient()));
}
