import { api } from '@portal/api-client';
import { adminIntegrationSettingsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';

export async function getIntegrationSettings(key: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/{key}/settings', { schema: adminIntegrationSettingsResponse, path: { key }, signal, rejectOnError: true });
  return body.data;
}

export function integrationSettingsQuery(key: string) {
  return queryOptions({ queryKey: integrationKeys.settings(key), queryFn: ({ signal }) => getIntegrationSettings(key, signal) });
}

/** An integration's settings; of its secrets only whether each is set. */
export function useIntegrationSettings(key: string) {
  return useQuery(integrationSettingsQuery(key));
}
