import { api, systemKeys } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupSaveAppSettingsResponse } from '@portal/api-client/schemas';

export type AppSettingsInput = SetupInput<'/api/admin/system/init/app-settings'>;

export function saveAppSettings(json: AppSettingsInput) {
  return api.post('/api/admin/system/init/app-settings', { schema: setupSaveAppSettingsResponse, json, rejectOnError: true });
}

export function saveAppSettingsMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('app-settings'),
    mutationFn: saveAppSettings,
    onSuccess: async (body) => {
      storeSetupState(queryClient, body.data);
      // The app name is part of the system settings every screen shows.
      await queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
    },
  });
}

/** Saves the app name, the portal URL, the support address and the timezone. */
export function useSaveAppSettings() {
  return useMutation(saveAppSettingsMutation(useQueryClient()));
}
