import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerClaimStatusResponse } from '@portal/api-client/schemas';

export async function getClaimStatus(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/claim-status', { schema: customerServerClaimStatusResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function claimStatusQuery(id: number) {
  return queryOptions({
    queryKey: serverKeys.claimStatus(id),
    queryFn: ({ signal }) => getClaimStatus(id, signal),
  });
}

/** Whether a Plex server is linked to a Plex account, and to which. */
export function useClaimStatus(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...claimStatusQuery(id), enabled });
}
