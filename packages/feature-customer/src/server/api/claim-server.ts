import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerClaimResponse } from '@portal/api-client/schemas';

export interface ClaimInput {
  email: string;
  password: string;
}

export function claimServer(id: number, json: ClaimInput) {
  return api.post('/api/customer/servers/{id}/claim', { schema: customerServerClaimResponse, path: { id }, json, rejectOnError: true });
}

/** Links a Plex server to a Plex account. The claim decides what the CDN can do, so both are fetched again. */
export function useClaimServer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => claimServer(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverKeys.claimStatus(id) }),
        queryClient.invalidateQueries({ queryKey: serverKeys.cdn(id) }),
      ]),
  });
}
