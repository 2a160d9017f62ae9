import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { settingsKeys } from './settings-keys.ts';
import { settingsSharedUserDeleteResponse } from '@portal/api-client/schemas';

export function removeSharedUser(id: number) {
  return api.delete('/api/customer/settings/shared-users/{id}', { schema: settingsSharedUserDeleteResponse, path: { id }, rejectOnError: true });
}

/** Takes a shared user's access to every server away; their invites to the servers go with it. */
export function useRemoveSharedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSharedUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.sharedUsers() }),
        queryClient.invalidateQueries({ queryKey: serverKeys.all }),
      ]),
  });
}
