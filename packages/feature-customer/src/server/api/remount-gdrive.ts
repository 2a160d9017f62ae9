import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerGdriveRemountResponse } from '@portal/api-client/schemas';

export function remountGdrive(id: number) {
  return api.post('/api/customer/servers/{id}/services/gdrive/remount', { schema: customerServerGdriveRemountResponse, path: { id }, rejectOnError: true });
}

/** Remounts the server's Google Drive, the usual cure for libraries that went empty. */
export function useRemountGdrive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remountGdrive(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.libraries(id) }),
  });
}
