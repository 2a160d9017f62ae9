import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerCdnDisableResponse } from '@portal/api-client/schemas';

export async function disableCdn(serverId: number) {
  return api.post('/api/customer/servers/{id}/cdn/disable', { schema: customerServerCdnDisableResponse, path: { id: serverId }, rejectOnError: true });
}

/** Takes the CDN away from the server; the settings are read again afterwards. */
export function useDisableCdn(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disableCdn(serverId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.cdn(serverId) }),
  });
}
