import { api } from '@portal/api-client';
import { adminNodeContainerActionResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export type ContainerAction = 'start' | 'stop' | 'restart';

export function runContainerAction(nodeId: number, containerId: number, action: ContainerAction) {
  return api.post('/api/admin/nodes/{id}/containers/{container}/{action}', {
    schema: adminNodeContainerActionResponse,
    path: { id: nodeId, container: containerId, action },
    rejectOnError: true,
  });
}

/** Starts, stops or restarts the container; the answer is the container as it is now. */
export function useContainerAction(nodeId: number, containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContainerAction) => runContainerAction(nodeId, containerId, action),
    onSuccess: (body) => queryClient.setQueryData(nodePageKeys.container(nodeId, containerId), body.data),
    // The images list names the containers on the node, and a failure may mean the state moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.node(nodeId) }),
  });
}
