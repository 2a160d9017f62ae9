import { api } from '@portal/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plexAccountKeys } from '#api/keys.ts';
import { plexToolsInvitesResponse } from '@portal/api-client/schemas';

export type PlexCredentials = { login: string; password: string } | { token: string };

export async function getPlexInvites(credentials: PlexCredentials, signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/invites', { schema: plexToolsInvitesResponse, query: credentials, signal, rejectOnError: true });
  return body.data;
}

/** The invites of a Plex account, refreshed with its token (kept in memory by the caller). */
export function plexInvitesQuery(session: { account: string; token: string }) {
  return queryOptions({
    queryKey: plexAccountKeys.invites(session.account),
    queryFn: ({ signal }) => getPlexInvites({ token: session.token }, signal),
  });
}

export function usePlexInvites(session: { account: string; token: string } | null) {
  return useQuery({ ...plexInvitesQuery(session ?? { account: '', token: '' }), enabled: session !== null });
}

/** Signs in to Plex with the login and password; the answer's invites go straight into the cache. */
export function usePlexSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { login: string; password: string }) => getPlexInvites(credentials),
    onSuccess: (data) => queryClient.setQueryData(plexAccountKeys.invites(data.account), data),
  });
}
