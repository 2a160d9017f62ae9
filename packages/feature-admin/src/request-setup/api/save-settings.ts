import { api } from '@portal/api-client';
import { adminRequestSettingsUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export interface SettingsChanges {
  request_lounge: boolean;
  ombi_url: string | null;
  ombi_menu_name: string | null;
}

export function saveRequestSettings(changes: SettingsChanges) {
  return api.post('/api/admin/requests/settings', { schema: adminRequestSettingsUpdateResponse, json: changes, rejectOnError: true });
}

/**
 * Saves the lounge's settings. The shell's menus follow through the `rebuild-menu` event the
 * server sends every signed-in user; only this screen's own query is refreshed here.
 */
export function useSaveRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestSetupKeys.settings() }),
  });
}
