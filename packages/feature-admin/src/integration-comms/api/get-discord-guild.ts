import { api } from '@portal/api-client';
import { adminDiscordGuildResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getDiscordGuild(token: string, id: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/discord/oauth/guild/{id}', {
    schema: adminDiscordGuildResponse,
    path: { id },
    query: { token },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function discordGuildQuery(token: string, id: string) {
  return queryOptions({ queryKey: integrationCommsKeys.discordGuild(token, id), queryFn: ({ signal }) => getDiscordGuild(token, id, signal), retry: false, staleTime: Infinity });
}

/** One Discord server with its channels and roles. */
export function useDiscordGuild(token: string, id: string) {
  return useQuery(discordGuildQuery(token, id));
}
