import { api } from '@portal/api-client';
import { adminAppDeploymentUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';
import type { DeploymentInput } from './types.ts';

export function updateDeploymentSettings(input: DeploymentInput) {
  return api.post('/api/admin/app-management/deployment', { schema: adminAppDeploymentUpdateResponse, json: input, rejectOnError: true });
}

/** Saves the deployment defaults; they apply to servers deployed from now on. */
export function useUpdateDeploymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeploymentSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(appManagementKeys.deployment(), body.data);
      return queryClient.invalidateQueries({ queryKey: appManagementKeys.deployment() });
    },
  });
}
