import { api } from '@portal/api-client';
import { adminNodeImagePullResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export function pullNodeImage(nodeId: number, image: string) {
  return api.post('/api/admin/nodes/{id}/images/pull', { schema: adminNodeImagePullResponse, path: { id: nodeId }, json: { image }, rejectOnError: true });
}

/** Pulls an image onto the node; the images refresh. Failures reject, so the form shows them. */
export function usePullNodeImage(nodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => pullNodeImage(nodeId, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.images(nodeId) }),
  });
}
