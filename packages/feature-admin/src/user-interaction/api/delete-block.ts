import { api } from '@portal/api-client';
import { adminContentBlockDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function deleteBlock(id: number) {
  return api.delete('/api/admin/user-interaction/blocks/{id}', { schema: adminContentBlockDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the block; its list and the overview refetch. */
export function useDeleteBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBlock(id),
    onSuccess: () => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.blockLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
