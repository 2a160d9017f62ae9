import { api } from '@portal/api-client';
import { adminDiscordLinkDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export function unlinkDiscord() {
  return api.delete('/api/admin/integrations/discord', { schema: adminDiscordLinkDeleteResponse, rejectOnError: true });
}

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkDiscord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationCommsKeys.discordLink() }),
  });
}
