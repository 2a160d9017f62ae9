import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { settingsKeys } from './settings-keys.ts';
import type { SettingsInput } from './types.ts';
import { settingsSharedUserCreateResponse } from '@portal/api-client/schemas';

export type AddSharedUserInput = SettingsInput<'/api/customer/settings/shared-users'>;

export function addSharedUser(json: AddSharedUserInput) {
  return api.post('/api/customer/settings/shared-users', { schema: settingsSharedUserCreateResponse, json, rejectOnError: true });
}

/** Invites somebody to one server; the server's own invite list gains them too. */
export function useAddSharedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSharedUser,
    onSuccess: (_body, { server_id: serverId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.sharedUsers() }),
        queryClient.invalidateQueries({ queryKey: serverKeys.invites(serverId) }),
      ]),
  });
}
