import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

export function deployEss(id: number, node: number) {
  return api.post('/api/customer/servers/{id}/node/{node}/deploy-ess', { path: { id, node }, rejectOnError: true });
}

/** Deploys the essentials (Portainer) next to the server; `portainer-installed` follows when it is ready. */
export function useDeployEss(id: number, node: number) {
  return useMutation({ mutationFn: () => deployEss(id, node) });
}
