import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { settingsKeys } from './settings-keys.ts';
import type { ServerPreferencesInput } from './types.ts';
import { settingsServerUpdateResponse } from '@portal/api-client/schemas';

export function updateServerPreferences({ id, json }: { id: number; json: ServerPreferencesInput }) {
  return api.post('/api/customer/settings/servers/{id}', { schema: settingsServerUpdateResponse, path: { id }, json, rejectOnError: true });
}

/** Saves a server's preferences. The display name is the server's name everywhere, so server data is refetched. */
export function useUpdateServerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServerPreferences,
    onSuccess: async (body, { id }) => {
      queryClient.setQueryData(settingsKeys.server(id), body.data);
      await queryClient.invalidateQueries({ queryKey: serverKeys.all });
    },
  });
}
