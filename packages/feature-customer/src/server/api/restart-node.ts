import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

export function restartNode(id: number, node: number) {
  return api.post('/api/customer/servers/{id}/node/{node}/restart', { path: { id, node }, rejectOnError: true });
}

/** Reboots the node the server runs on; the page then waits for it (see the Rebooting dialog). */
export function useRestartNode(id: number, node: number) {
  return useMutation({ mutationFn: () => restartNode(id, node) });
}
