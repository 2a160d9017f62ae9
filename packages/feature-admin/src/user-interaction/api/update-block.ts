import { api } from '@portal/api-client';
import { adminContentBlockUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminContentBlockInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updateBlock(id: number, input: AdminContentBlockInput) {
  return api.post('/api/admin/user-interaction/blocks/{id}/update', { schema: adminContentBlockUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves the block; its list and the overview refetch. */
export function useUpdateBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminContentBlockInput) => updateBlock(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.block(id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.blockLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
