import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerCdnEnableResponse } from '@portal/api-client/schemas';

export interface EnableCdnInput {
  cdn: string;
  type: string;
}

export async function enableCdn(serverId: number, input: EnableCdnInput) {
  return api.post('/api/customer/servers/{id}/cdn/enable', { schema: customerServerCdnEnableResponse, path: { id: serverId }, json: input, rejectOnError: true });
}

/** Puts the CDN in front of the server; the settings are read again afterwards. */
export function useEnableCdn(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnableCdnInput) => enableCdn(serverId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.cdn(serverId) }),
  });
}
