import { api } from '@portal/api-client';
import { adminSupportSettingsUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';
import type { SupportSettingsInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updateSupportSettings(input: SupportSettingsInput) {
  return api.post('/api/admin/app-management/support-settings', { schema: adminSupportSettingsUpdateResponse, json: input, rejectOnError: true });
}

export function useUpdateSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(appOperationKeys.supportSettings(), body.data);
      return queryClient.invalidateQueries({ queryKey: appOperationKeys.supportSettings() });
    },
  });
}
