import { api } from '@portal/api-client';
import { adminKronosClientCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export function createKronosClient(name: string) {
  return api.post('/api/admin/integrations/kronos-api/clients', { schema: adminKronosClientCreateResponse, json: { name }, rejectOnError: true });
}

/** Creates a client; its secret is in this answer only, never in the list. */
export function useCreateKronosClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKronosClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationCommsKeys.kronosApi() }),
  });
}
