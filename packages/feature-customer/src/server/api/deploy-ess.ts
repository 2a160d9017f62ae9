import { api } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { customerServerDeployEssResponse } from '@portal/api-client/schemas';

export function deployEss(id: number, node: number) {
  return api.post('/api/customer/servers/{id}/node/{node}/deploy-ess', { schema: customerServerDeployEssResponse, path: { id, node }, rejectOnError: true });
}

/** Deploys the essentials (Portainer) next to the server; `portainer-installed` follows when it is ready. */
export function useDeployEss(id: number, node: number) {
  return useMutation({ mutationFn: () => deployEss(id, node) });
}
