import { api } from '@portal/api-client';
import { adminAppDeploymentShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';

export async function getDeploymentSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/deployment', { schema: adminAppDeploymentShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function deploymentSettingsQuery() {
  return queryOptions({ queryKey: appManagementKeys.deployment(), queryFn: ({ signal }) => getDeploymentSettings(signal) });
}

/** How new media servers are deployed: node choice, image tags, backups and names. */
export function useDeploymentSettings() {
  return useQuery(deploymentSettingsQuery());
}
