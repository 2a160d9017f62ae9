import { api } from '@portal/api-client';
import { adminNodeRestartResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

export function restartNode(id: number) {
  return api.get('/api/admin/nodes/{id}/restart', { schema: adminNodeRestartResponse, path: { id }, rejectOnError: true });
}

/** Reboots the node; the page then waits for it to come back (the Rebooting dialog). */
export function useRestartNode(id: number) {
  return useMutation({ mutationFn: () => restartNode(id) });
}
