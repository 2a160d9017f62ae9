import { api } from '@portal/api-client';
import { adminNodeCheckMountsResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function checkMounts(id: number) {
  return api.post('/api/admin/nodes/{id}/check-mounts', { schema: adminNodeCheckMountsResponse, path: { id }, rejectOnError: true });
}

/** Checks the node's storage mounts (a failed one is mounted again); the node and the lists refetch. */
export function useCheckMounts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkMounts(id),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: nodeKeys.node(id) }), queryClient.invalidateQueries({ queryKey: nodeKeys.lists() })]),
  });
}
