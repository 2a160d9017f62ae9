import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerInvitesResponse } from '@portal/api-client/schemas';

/** The Plex account a Plex server's invites are read with; other server types need none. */
export interface PlexCredentials {
  login: string;
  password: string;
}

export async function getInvites(serverId: number, credentials: PlexCredentials | null, signal?: AbortSignal) {
  const body = await api.get('/api/customer/servers/{id}/invites', { schema: customerServerInvitesResponse,
    path: { id: serverId },
    query: credentials ?? {},
    signal,
    rejectOnError: true,
  });
  return body.data;
}

/**
 * The server's invites and the media server's token. The Plex credentials are deliberately not
 * part of the key: a password has no place in the cache's keys.
 */
export function invitesQuery(serverId: number, credentials: PlexCredentials | null = null) {
  return queryOptions({
    queryKey: serverKeys.invites(serverId),
    queryFn: ({ signal }) => getInvites(serverId, credentials, signal),
    staleTime: 30_000,
  });
}

export function useInvites(serverId: number, { credentials = null, enabled = true }: { credentials?: PlexCredentials | null; enabled?: boolean } = {}) {
  return useQuery({ ...invitesQuery(serverId, credentials), enabled });
}
