import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { requestLoungeRestoreLostResponse } from '@portal/api-client/schemas';

export function restoreLostTitle(id: number) {
  return api.post('/api/customer/request-lounge/lost-and-found/{lost}/restore', { schema: requestLoungeRestoreLostResponse, path: { lost: id }, rejectOnError: true });
}

/** Puts a lost title back from the platform's copy. */
export function useRestoreLostTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLostTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loungeKeys.lostLists() }),
  });
}
