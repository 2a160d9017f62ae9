import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { customerServerNodeRestartResponse } from '@portal/api-client/schemas';

export function restartNode(id: number, node: number) {
  return api.post('/api/customer/servers/{id}/node/{node}/restart', { schema: customerServerNodeRestartResponse, path: { id, node }, rejectOnError: true });
}

/** Reboots the node the server runs on; the page then waits for it (see the Rebooting dialog). */
export function useRestartNode(id: number, node: number) {
  return useMutation({ mutationFn: () => restartNode(id, node) });
}
