import { api } from '@portal/api-client';
import { adminDiscordLinkSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export interface DiscordLinkChoice {
  token: string;
  guild_id: string;
  announcements_channel_id: string;
  alerts_channel_id: string | null;
  customer_role_id: string;
  trial_role_id: string | null;
}

export function saveDiscordLink(choice: DiscordLinkChoice) {
  return api.post('/api/admin/integrations/discord', { schema: adminDiscordLinkSaveResponse, json: choice, rejectOnError: true });
}

/** Links the guild with the channels and roles chosen; the OAuth steps' answers are dropped. */
export function useSaveDiscordLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscordLink,
    onSuccess: (body) => {
      queryClient.setQueryData(integrationCommsKeys.discordLink(), body.data);
      queryClient.removeQueries({ queryKey: integrationCommsKeys.discordGuildLists() });
      queryClient.removeQueries({ queryKey: integrationCommsKeys.discordGuildDetails() });
    },
  });
}
