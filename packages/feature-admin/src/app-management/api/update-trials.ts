import { api } from '@portal/api-client';
import { adminTrialsSettingsUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';
import type { TrialSettingsInput } from './types.ts';

export function updateTrialSettings(input: TrialSettingsInput) {
  return api.post('/api/admin/app-management/trials/update', { schema: adminTrialsSettingsUpdateResponse, json: input, rejectOnError: true });
}

/** Saves the trial settings and the products offered; the menus follow through the `rebuild-menu` event. */
export function useUpdateTrialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrialSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(appManagementKeys.trials(), body.data);
      return queryClient.invalidateQueries({ queryKey: appManagementKeys.trials() });
    },
  });
}
