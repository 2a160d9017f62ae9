import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import type { SettingsInput } from './types.ts';
import { settingsPasswordUpdateResponse } from '@portal/api-client/schemas';

export type PasswordInput = SettingsInput<'/api/customer/settings/password'>;

export function changePassword(json: PasswordInput) {
  return api.post('/api/customer/settings/password', { schema: settingsPasswordUpdateResponse, json, rejectOnError: true });
}

/** Changes the password; the server ends every other session of the user. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The profile says when the password last changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}
