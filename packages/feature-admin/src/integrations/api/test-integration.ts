import { api } from '@portal/api-client';
import { adminIntegrationTestResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';
import type { IntegrationSettings, IntegrationStatus } from './types.ts';

export async function testIntegration(key: string) {
  const body = await api.post('/api/admin/integrations/{key}/test', { schema: adminIntegrationTestResponse, path: { key }, rejectOnError: true });
  return body.data;
}

/**
 * Checks the connection with the saved settings. The outcome is written into the overview's row
 * and the settings at once, so it shows where the admin pressed the button.
 */
export function useTestIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testIntegration,
    onSuccess: async (check, key) => {
      queryClient.setQueryData<IntegrationStatus[]>(integrationKeys.list(), (rows) =>
        rows?.map((row) => (row.key === key ? { ...row, healthy: check.healthy, checked_at: check.checked_at, message: check.message ?? null } : row)),
      );
      queryClient.setQueryData<IntegrationSettings>(integrationKeys.settings(key), (settings) => (settings ? { ...settings, check } : settings));
      await queryClient.invalidateQueries({ queryKey: integrationKeys.list() });
    },
  });
}
