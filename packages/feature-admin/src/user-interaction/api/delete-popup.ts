import { api } from '@portal/api-client';
import { adminPopupDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function deletePopup(id: number) {
  return api.delete('/api/admin/user-interaction/popups/{id}', { schema: adminPopupDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the popup; its list and the overview refetch. */
export function useDeletePopup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePopup(id),
    onSuccess: () => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.popupLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
