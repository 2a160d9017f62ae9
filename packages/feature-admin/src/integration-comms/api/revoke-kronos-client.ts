import { api } from '@portal/api-client';
import { adminKronosClientRevokeResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export function revokeKronosClient(id: number) {
  return api.delete('/api/admin/integrations/kronos-api/clients/{id}', { schema: adminKronosClientRevokeResponse, path: { id }, rejectOnError: true });
}

export function useRevokeKronosClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKronosClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationCommsKeys.kronosApi() }),
  });
}
