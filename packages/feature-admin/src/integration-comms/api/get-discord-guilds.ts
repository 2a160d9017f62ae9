import { api } from '@portal/api-client';
import { adminDiscordGuildsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getDiscordGuilds(token: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/discord/oauth/guilds', { schema: adminDiscordGuildsResponse, query: { token }, signal, rejectOnError: true });
  return body.data;
}

export function discordGuildsQuery(token: string) {
  // An expired token stays expired: asking again would only repeat the answer.
  return queryOptions({ queryKey: integrationCommsKeys.discordGuilds(token), queryFn: ({ signal }) => getDiscordGuilds(token, signal), retry: false, staleTime: Infinity });
}

/** The Discord servers the admin's token can manage. */
export function useDiscordGuilds(token: string) {
  return useQuery(discordGuildsQuery(token));
}
