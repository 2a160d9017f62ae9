import { api } from '@portal/api-client';
import { adminIntegrationSettingsSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';
import type { IntegrationValue } from './types.ts';

export interface IntegrationSettingsChange {
  values: Record<string, IntegrationValue>;
  /** Only the secrets that change: a string replaces the stored one, null removes it. */
  secrets: Record<string, string | null>;
  enabled: boolean;
}

export function saveIntegrationSettings(key: string, change: IntegrationSettingsChange) {
  return api.post('/api/admin/integrations/{key}/settings', { schema: adminIntegrationSettingsSaveResponse, path: { key }, json: change, rejectOnError: true });
}

/** Saves an integration's settings; the overview refetches, since whether it is set up may change. */
export function useSaveIntegrationSettings(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IntegrationSettingsChange) => saveIntegrationSettings(key, change),
    onSuccess: async (body) => {
      queryClient.setQueryData(integrationKeys.settings(key), body.data);
      await queryClient.invalidateQueries({ queryKey: integrationKeys.list() });
    },
  });
}
