import { api } from '@portal/api-client';
import { adminNodeRestartContainersResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function restartContainers(id: number) {
  return api.post('/api/admin/nodes/{id}/restart-containers', { schema: adminNodeRestartContainersResponse, path: { id }, rejectOnError: true });
}

/** Restarts every running container of the node; its container list refetches. */
export function useRestartContainers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restartContainers(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodeKeys.containers(id) }),
  });
}
