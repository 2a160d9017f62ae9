import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsCollectionsResponse } from '@portal/api-client/schemas';

export async function getCollections(serverId: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/collections', { schema: plexToolsCollectionsResponse, query: { server_id: serverId }, signal, rejectOnError: true });
  return body.data;
}

export function collectionsQuery(serverId: number) {
  return queryOptions({ queryKey: plexToolsKeys.collections(serverId), queryFn: ({ signal }) => getCollections(serverId, signal) });
}

/** The collections of one Plex server and the presets a new one can be built from. */
export function useCollections(serverId: number | null) {
  return useQuery({ ...collectionsQuery(serverId ?? 0), enabled: serverId !== null });
}
