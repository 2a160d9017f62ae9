import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupChangePasswordResponse } from '@portal/api-client/schemas';

export type ChangePasswordInput = SetupInput<'/api/admin/system/init/password'>;

export function changePassword(json: ChangePasswordInput) {
  return api.post('/api/admin/system/init/password', { schema: setupChangePasswordResponse, json, rejectOnError: true });
}

export function changePasswordMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('password'),
    mutationFn: changePassword,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Replaces the installer's default password of the signed-in admin. */
export function useChangePassword() {
  return useMutation(changePasswordMutation(useQueryClient()));
}
