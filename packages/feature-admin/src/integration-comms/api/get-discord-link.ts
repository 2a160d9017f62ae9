import { api } from '@portal/api-client';
import { adminDiscordLinkShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getDiscordLink(signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/discord', { schema: adminDiscordLinkShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function discordLinkQuery() {
  return queryOptions({ queryKey: integrationCommsKeys.discordLink(), queryFn: ({ signal }) => getDiscordLink(signal) });
}

/** The Discord server the portal is linked to, with the channels and roles it uses. */
export function useDiscordLink() {
  return useQuery(discordLinkQuery());
}
