import { api } from '@portal/api-client';
import { adminRequestOverrideDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export function deleteRequestOverride(id: number) {
  return api.delete('/api/admin/requests/rules/overrides/{id}', { schema: adminRequestOverrideDeleteResponse, path: { id }, rejectOnError: true });
}

/** Removes a user's own limit; their kind of account's quota applies again. */
export function useDeleteRequestOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequestOverride,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: requestSetupKeys.overrides() }), queryClient.invalidateQueries({ queryKey: requestSetupKeys.rules() })]),
  });
}
