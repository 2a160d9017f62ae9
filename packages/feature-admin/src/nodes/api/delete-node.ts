import { api } from '@portal/api-client';
import { adminNodeDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function deleteNode(id: number) {
  return api.delete('/api/admin/nodes/{id}', { schema: adminNodeDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the node; the lists refetch. Its own queries go once its page is left (see the layout). */
export function useDeleteNode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNode(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeKeys.lists() }),
  });
}
