import { api, systemKeys } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import { setupCompleteResponse } from '@portal/api-client/schemas';

export function completeSetup() {
  return api.post('/api/admin/system/init/complete', { schema: setupCompleteResponse, rejectOnError: true });
}

export function completeSetupMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('complete'),
    mutationFn: completeSetup,
    onSuccess: async (body) => {
      storeSetupState(queryClient, body.data);
      // The shell's guard reads app_initiated from the system settings: refetch them, so it
      // stops sending admins here.
      await queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
    },
  });
}

/** Ends the set-up: the system is initiated. Refused (422, one error per step) while steps are missing. */
export function useCompleteSetup() {
  return useMutation(completeSetupMutation(useQueryClient()));
}
