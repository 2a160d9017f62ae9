import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsSharedUserUpdateResponse } from '@portal/api-client/schemas';

export interface SharedUserAccessInput {
  id: number;
  serverId: number;
  libraryIds: number[];
}

export function updateSharedUserAccess({ id, serverId, libraryIds }: SharedUserAccessInput) {
  return api.post('/api/customer/settings/shared-users/{id}', { schema: settingsSharedUserUpdateResponse, path: { id }, json: { server_id: serverId, library_ids: libraryIds }, rejectOnError: true });
}

/** Sets which libraries of one server a shared user can open. */
export function useUpdateSharedUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSharedUserAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sharedUsers() }),
  });
}
