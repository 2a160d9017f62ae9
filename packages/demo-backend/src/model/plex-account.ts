import type { ServerRow } from '#db/database.ts';
import { DEMO_PASSWORD } from '#db/fixtures.ts';
import { sha256 } from '#lib/crypto.ts';
import { validationFailed } from '#lib/http-error.ts';
import { normalizeInput, str, validate } from '#lib/validation.ts';

/**
 * The demo's plex.tv sign-in for a server's invites: the Plex account is the one the server is
 * claimed with, and like every demo account its password is `demo1234`. Answers the account's
 * token, which `plex/invite` asks for again.
 */
export function signInToPlex(server: ServerRow, credentials: { login: unknown; password: unknown }): string {
  const input = normalizeInput(credentials);
  validate(input, { login: 'required|string|max:255', password: 'required|string' });
  if (!server.claimed || !server.claim_email) {
    throw validationFailed({ login: ['Claim this server with your Plex account before managing its invites.'] });
  }
  if (str(input.login).toLowerCase() !== server.claim_email.toLowerCase() || input.password !== DEMO_PASSWORD) {
    throw validationFailed({ login: ['These Plex credentials do not match the account this server is claimed with.'] });
  }
  return server.media_token;
}

/** The Plex account's token, as the Plex tools answer it; the same account always has the same one. */
export function plexAccountToken(account: string): string {
  return sha256(`plex-account:${account.trim().toLowerCase()}`).slice(0, 20);
}

/**
 * Whether a token is a Plex token of this server's account: the one `signInToPlex` answered for
 * this server, or the account's token from the Plex tools, which works for every server it owns.
 */
export function isPlexToken(server: ServerRow, token: string): boolean {
  if (!server.claimed || !token) return false;
  return token === server.media_token || (server.claim_email !== null && token === plexAccountToken(server.claim_email));
}
