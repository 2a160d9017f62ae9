import { api } from '@portal/api-client';
import { adminNodeUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';
import type { AdminNodeInput } from './types.ts';

export function updateNode(id: number, input: AdminNodeInput) {
  return api.post('/api/admin/nodes/{id}/update', { schema: adminNodeUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves the node's settings; its page shows the node as saved and the lists refetch. */
export function useUpdateNode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminNodeInput) => updateNode(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(nodeKeys.detail(id), body.data);
      return queryClient.invalidateQueries({ queryKey: nodeKeys.lists() });
    },
  });
}
