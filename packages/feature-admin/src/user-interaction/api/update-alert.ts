import { api } from '@portal/api-client';
import { adminAlertUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminAlertInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updateAlert(id: number, input: AdminAlertInput) {
  return api.post('/api/admin/user-interaction/alerts/{id}/update', { schema: adminAlertUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves the alert; its list and the overview refetch. */
export function useUpdateAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminAlertInput) => updateAlert(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.alert(id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.alertLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
