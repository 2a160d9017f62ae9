import { api } from '@portal/api-client';
import { adminAlertDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function deleteAlert(id: number) {
  return api.delete('/api/admin/user-interaction/alerts/{id}', { schema: adminAlertDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the alert; its list and the overview refetch. */
export function useDeleteAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAlert(id),
    onSuccess: () => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.alertLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
