import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupSaveWhmcsResponse } from '@portal/api-client/schemas';

export type WhmcsInput = SetupInput<'/api/admin/system/init/whmcs'>;

export function saveWhmcs(json: WhmcsInput) {
  return api.post('/api/admin/system/init/whmcs', { schema: setupSaveWhmcsResponse, json, rejectOnError: true });
}

export function saveWhmcsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('whmcs'),
    mutationFn: saveWhmcs,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Tests the WHMCS API credentials and saves them when WHMCS accepts them. */
export function useSaveWhmcs() {
  return useMutation(saveWhmcsMutation(useQueryClient()));
}
