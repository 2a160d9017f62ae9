import { api, safeHref } from '@portal/api-client';
import { adminDiscordAuthorizeResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

/** Thrown when the provider's address is not a web address: it never reaches an href. */
export class UnsafeAuthorizeUrl extends Error {}

/** The provider's authorisation address, checked to be http(s), for a redirect back to `redirectUri`. */
export async function getDiscordAuthorizeUrl(redirectUri: string): Promise<string> {
  const body = await api.get('/api/admin/integrations/discord/authorize', {
    schema: adminDiscordAuthorizeResponse,
    query: { redirect_uri: redirectUri },
    rejectOnError: true,
  });
  const url = safeHref(body.data.url);
  if (!url) throw new UnsafeAuthorizeUrl(body.data.url);
  return url;
}

/** Starts the link: asks for the authorisation address (the caller sends the admin there). */
export function useDiscordAuthorize() {
  return useMutation({ mutationFn: getDiscordAuthorizeUrl });
}
