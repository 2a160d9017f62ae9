import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupSaveMailResponse } from '@portal/api-client/schemas';

export type MailSettingsInput = SetupInput<'/api/admin/system/init/email'>;

export function saveMailSettings(json: MailSettingsInput) {
  return api.post('/api/admin/system/init/email', { schema: setupSaveMailResponse, json, rejectOnError: true });
}

export function saveMailSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('email'),
    mutationFn: saveMailSettings,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Saves how the portal sends e-mail. */
export function useSaveMailSettings() {
  return useMutation(saveMailSettingsMutation(useQueryClient()));
}
