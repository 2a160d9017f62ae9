import { api } from '@portal/api-client';
import { adminNodeScriptRunResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodePageKeys } from './keys.ts';

export function runNodeScript(nodeId: number, scriptId: string) {
  return api.post('/api/admin/nodes/{id}/scripts/{script}/run', {
    schema: adminNodeScriptRunResponse,
    path: { id: nodeId, script: scriptId },
    rejectOnError: true,
  });
}

/**
 * Runs a script on the node; the answer is the process it left. Everything shown about the node
 * refreshes: a script's last run, and what it changed (a prune removes images).
 */
export function useRunNodeScript(nodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scriptId: string) => runNodeScript(nodeId, scriptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodePageKeys.node(nodeId) }),
  });
}
