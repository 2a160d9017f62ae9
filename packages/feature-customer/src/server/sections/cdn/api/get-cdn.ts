import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerCdnResponse } from '@portal/api-client/schemas';

export async function getCdn(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/cdn', { schema: customerServerCdnResponse, path: { id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function cdnQuery(serverId: number) {
  return queryOptions({
    queryKey: serverKeys.cdn(serverId),
    queryFn: ({ signal }) => getCdn(serverId, signal),
  });
}

/** The server's CDN settings: host, type and whether it is on. */
export function useCdn(serverId: number) {
  return useQuery(cdnQuery(serverId));
}
