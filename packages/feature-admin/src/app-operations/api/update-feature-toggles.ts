import { api } from '@portal/api-client';
import { adminFeatureTogglesUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';
import type { FeatureTogglesInput } from './types.ts';

export async function updateFeatureToggles(input: FeatureTogglesInput) {
  return api.post('/api/admin/app-management/feature-toggles', { schema: adminFeatureTogglesUpdateResponse, json: input, rejectOnError: true });
}

/**
 * Saves the toggles. The system settings among them reach the shell through the `rebuild-menu`
 * event, which refetches the settings and the menus; only this folder's own query is refreshed here.
 */
export function useUpdateFeatureToggles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureToggles,
    onSuccess: (body) => {
      queryClient.setQueryData(appOperationKeys.featureToggles(), body.data);
      return queryClient.invalidateQueries({ queryKey: appOperationKeys.featureToggles() });
    },
  });
}
