import { api } from '@portal/api-client';
import { adminContentBlockCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';
import type { AdminContentBlockInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function createBlock(input: AdminContentBlockInput) {
  return api.post('/api/admin/user-interaction/blocks', { schema: adminContentBlockCreateResponse, json: input, rejectOnError: true });
}

/** Creates the block; its list and the overview refetch. */
export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlock,
    onSuccess: (body) => {
      queryClient.setQueryData(userInteractionKeys.block(body.data.id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.blockLists() }),
        queryClient.invalidateQueries({ queryKey: userInteractionKeys.overview() }),
      ]);
    },
  });
}
