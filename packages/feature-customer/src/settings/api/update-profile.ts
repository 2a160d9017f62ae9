import { api, refreshUser } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import type { SettingsInput } from './types.ts';
import { settingsProfileUpdateResponse } from '@portal/api-client/schemas';

export type ProfileInput = SettingsInput<'/api/customer/settings/profile'>;

export function updateProfile(json: ProfileInput) {
  return api.post('/api/customer/settings/profile', { schema: settingsProfileUpdateResponse, json, rejectOnError: true });
}

/** Saves name, e-mail and time zone; the session's user is read again, so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (body) => {
      queryClient.setQueryData(settingsKeys.profile(), body.data);
      await refreshUser();
    },
  });
}
