import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import { setupVerifyWhmcsHooksResponse } from '@portal/api-client/schemas';

export function verifyWhmcsHooks() {
  return api.post('/api/admin/system/init/whmcs-hooks', { schema: setupVerifyWhmcsHooksResponse, rejectOnError: true });
}

export function verifyWhmcsHooksMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('whmcs-hooks'),
    mutationFn: verifyWhmcsHooks,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Has WHMCS call every hook address and records which it reached. */
export function useVerifyWhmcsHooks() {
  return useMutation(verifyWhmcsHooksMutation(useQueryClient()));
}
