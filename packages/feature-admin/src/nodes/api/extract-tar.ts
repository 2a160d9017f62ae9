import { api } from '@portal/api-client';
import { adminNodeExtractTarResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function extractTar(id: number, path: string) {
  return api.post('/api/admin/nodes/{id}/extract-tar', { schema: adminNodeExtractTarResponse, path: { id }, json: { path }, rejectOnError: true });
}

/**
 * Extracts an archive that sits on the node, next to it; the node runs it in the background.
 * Everything shown about the node refreshes, its extractions page included.
 */
export function useExtractTar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => extractTar(id, path),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeKeys.node(id) }),
  });
}
