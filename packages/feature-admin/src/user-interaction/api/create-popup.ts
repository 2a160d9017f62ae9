import { api } from '@portal/api-client';
import { adminPopupCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminPopupInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function createPopup(input: AdminPopupInput) {
  return api.post('/api/admin/user-interaction/popups', { schema: adminPopupCreateResponse, json: input, rejectOnError: true });
}

/** Creates the popup; its list and the overview refetch. */
export function useCreatePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPopup,
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.popup(body.data.id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.popupLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
