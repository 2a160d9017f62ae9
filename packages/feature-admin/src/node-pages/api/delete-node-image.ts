import { api } from '@portal/api-client';
import { adminNodeImageDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export function deleteNodeImage(nodeId: number, imageId: number) {
  return api.delete('/api/admin/nodes/{id}/images/{image}', { schema: adminNodeImageDeleteResponse, path: { id: nodeId, image: imageId }, rejectOnError: true });
}

/** Removes an image no container uses from the node; the images refresh. */
export function useDeleteNodeImage(nodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteNodeImage(nodeId, imageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.images(nodeId) }),
  });
}
