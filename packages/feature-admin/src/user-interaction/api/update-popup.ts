import { api } from '@portal/api-client';
import { adminPopupUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminPopupInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updatePopup(id: number, input: AdminPopupInput) {
  return api.post('/api/admin/user-interaction/popups/{id}/update', { schema: adminPopupUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves the popup; its list and the overview refetch. */
export function useUpdatePopup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPopupInput) => updatePopup(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.popup(id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.popupLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
