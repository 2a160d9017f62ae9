import { api } from '@portal/api-client';
import { adminAlertCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminAlertInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function createAlert(input: AdminAlertInput) {
  return api.post('/api/admin/user-interaction/alerts', { schema: adminAlertCreateResponse, json: input, rejectOnError: true });
}

/** Creates the alert; its list and the overview refetch. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.alert(body.data.id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.alertLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
