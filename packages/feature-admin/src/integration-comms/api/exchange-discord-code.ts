import { api } from '@portal/api-client';
import { adminDiscordOauthResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

/** Exchanges the code of the redirect for a token (kept in memory by the caller only). */
export async function exchangeDiscordCode(code: string): Promise<string> {
  const body = await api.get('/api/admin/integrations/discord/oauth', { schema: adminDiscordOauthResponse, query: { code }, rejectOnError: true });
  return body.data.token;
}

/** A mutation, not a query: a code is good once and must never be retried or cached. */
export function useExchangeDiscordCode() {
  return useMutation({ mutationFn: exchangeDiscordCode });
}
