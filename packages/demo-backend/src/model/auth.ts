import { db, type UserRow } from '#db/database.ts';
import { isoNow, now } from '#lib/clock.ts';
import { hashPassword, randomToken } from '#lib/crypto.ts';
import { forbidden, unauthenticated } from '#lib/http-error.ts';
import { onReset } from '#state.ts';
import { findUser, isAdmin, isReseller } from './users.ts';

let lastTokenId = 0;
let lastUserId: number | null = null;

onReset(() => {
  lastUserId = null;
  lastTokenId = 0;
});

/** A personal access token in Sanctum's shape, `id|secret`. */
export function issueToken(userId: number, options: { name?: string; instance?: string | null } = {}): string {
  for (const row of db.accessToken.getAll()) lastTokenId = Math.max(lastTokenId, Number.parseInt(row.token, 10) || 0);
  lastTokenId += 1;
  const token = `${lastTokenId}|${randomToken(40)}`;
  db.accessToken.create({ token, user_id: userId, name: options.name ?? 'portal', instance: options.instance ?? null, created_at: isoNow() });
  lastUserId = userId;
  return token;
}

export function revokeToken(token: string): void {
  const row = db.accessToken.delete({ where: { token: { equals: token } } });
  if (row && row.user_id === lastUserId) lastUserId = null;
}

export function revokeUserTokens(userId: number): void {
  for (const row of db.accessToken.getAll()) if (row.user_id === userId) revokeToken(row.token);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * Sets a new password and, like Laravel's `logoutOtherDevices`, ends every other session of the
 * user: the session of the request stays.
 */
export function changePassword(request: Request, user: UserRow, password: string): void {
  db.user.update({ where: { id: { equals: user.id } }, data: { password: hashPassword(password) } });
  const current = bearerToken(request);
  for (const token of db.accessToken.getAll()) {
    if (token.user_id === user.id && token.token !== current) revokeToken(token.token);
  }
}

const TOUCH_EVERY_MS = 60_000;

/** The user behind the request's bearer token, or null. */
export function authenticate(request: Request): UserRow | null {
  const token = bearerToken(request);
  if (!token) return null;
  const row = db.accessToken.findFirst({ where: { token: { equals: token } } });
  if (!row) return null;
  const user = findUser(row.user_id);
  if (!user) return null;
  if (!row.last_used_at || now() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
    db.accessToken.update({ where: { token: { equals: token } }, data: { last_used_at: isoNow() } });
  }
  lastUserId = user.id;
  return user;
}

export function requireUser(request: Request): UserRow {
  const user = authenticate(request);
  if (!user) throw unauthenticated();
  return user;
}

export function requireAdmin(request: Request): UserRow {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

export function requireReseller(request: Request): UserRow {
  const user = requireUser(request);
  if (!isReseller(user)) throw forbidden();
  return user;
}

/** Moderators answer the help desk's tickets in their own area; anyone else is refused. */
export function requireModerator(request: Request): UserRow {
  const user = requireUser(request);
  if (!user.is_moderator) throw forbidden();
  return user;
}

/** The user who last made an authenticated call: whom the simulated realtime events are for. */
export function activeUserId(): number | null {
  if (lastUserId !== null && !db.accessToken.getAll().some((row) => row.user_id === lastUserId)) lastUserId = null;
  return lastUserId;
}
