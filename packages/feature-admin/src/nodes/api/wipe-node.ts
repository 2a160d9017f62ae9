import { api } from '@portal/api-client';
import { adminNodeWipeResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function wipeNode(id: number) {
  return api.delete('/api/admin/nodes/{id}/wipe', { schema: adminNodeWipeResponse, path: { id }, rejectOnError: true });
}

/** Removes every media server from the node; the node, its containers and the lists refetch. */
export function useWipeNode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => wipeNode(id),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: nodeKeys.node(id) }), queryClient.invalidateQueries({ queryKey: nodeKeys.lists() })]),
  });
}
