import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import { setupGenerateSshKeyResponse } from '@portal/api-client/schemas';

export function generateSshKey({ regenerate }: { regenerate: boolean }) {
  return api.post('/api/admin/system/init/ssh-keys', { schema: setupGenerateSshKeyResponse, json: { regenerate }, rejectOnError: true });
}

export function generateSshKeyMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('ssh-keys'),
    mutationFn: generateSshKey,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Generates the key pair the portal reaches the nodes with; `regenerate` replaces an existing one. */
export function useGenerateSshKey() {
  return useMutation(generateSshKeyMutation(useQueryClient()));
}
