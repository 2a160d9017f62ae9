import { api } from '@portal/api-client';
import { adminNodeCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';
import type { AdminNodeInput } from './types.ts';

export function createNode(input: AdminNodeInput) {
  return api.post('/api/admin/nodes', { schema: adminNodeCreateResponse, json: input, rejectOnError: true });
}

/** Adds a node; it goes straight into the cache for its page, and the lists refetch. */
export function useCreateNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNode,
    onSuccess: (body) => {
      queryClient.setQueryData(nodeKeys.detail(body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: nodeKeys.lists() });
    },
  });
}
