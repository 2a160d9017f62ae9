import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { apiEvents } from '../events.ts';
import { handleSessionExpired, api } from '../http/client.ts';
import { isApiError, isNetworkError } from '../http/errors.ts';
import { translate } from '../i18n.ts';
import { systemSettingsQuery } from '../queries/system.ts';
import type { AuthUser } from '../types.ts';
import { adminLoginAnswer, getUserAnswer, loginAnswer, logoutAnswer, returnHomeAnswer } from './answers.ts';
import { isReseller } from './roles.ts';
import { sessionStore } from './store.ts';

export interface Credentials {
  email: string;
  password: string;
  /** The `instance` query of the login screen, when there is one. */
  instance?: string | null;
}

/** Stores a session: token, user and, while impersonating, the return key. */
export function establishSession(session: { token: string; user: AuthUser; returnKey?: string | null; instance?: string | null }): void {
  sessionStore.setState((state) => ({
    token: session.token,
    user: session.user,
    returnKey: session.returnKey ?? null,
    instance: session.instance === undefined ? state.instance : session.instance,
    ready: true,
  }));
}

/** Signs in on the customer or the admin login. Rejects with an ApiError (422 carries field errors). */
export async function login(credentials: Credentials, options: { admin?: boolean } = {}): Promise<AuthUser> {
  const instance = credentials.instance || null;
  const body = options.admin
    ? await api.post('/api/admin/login', { schema: adminLoginAnswer, json: { email: credentials.email, password: credentials.password }, rejectOnError: true })
    : await api.post('/api/login', {
        schema: loginAnswer,
        json: { email: credentials.email, password: credentials.password, ...(instance ? { instance } : {}) },
        rejectOnError: true,
      });
  establishSession({ token: body.token, user: body.user, instance });
  return body.user;
}

function clearSession(): { reseller: boolean; instance: string | null; token: string | null } {
  const { user, instance, token } = sessionStore.getState();
  sessionStore.setState({ token: null, user: null, returnKey: null, ready: true });
  return { reseller: isReseller(user), instance, token };
}

/**
 * Logs out: clears token, user and return key, tells the server, and emits `logged-out` (with
 * the reseller flag) even when the server call fails.
 */
export async function logout(reason: 'user' | 'expired' = 'user'): Promise<void> {
  const { reseller, instance, token } = clearSession();
  try {
    if (token) {
      await api.post('/api/logout', { schema: logoutAnswer, headers: { Authorization: `Bearer ${token}` }, rejectOnError: true });
    }
  } catch {
    // The session is gone locally either way; a failed logout call changes nothing for the user.
  } finally {
    apiEvents.emit('logged-out', { reseller, instance, reason });
  }
}

handleSessionExpired(() => {
  void logout('expired');
});

/** Ends an impersonation: restores the admin's session with the return key. Resolves with where to go. */
export async function returnHome(): Promise<{ path: string }> {
  const { returnKey, user } = sessionStore.getState();
  if (!returnKey || !user) throw Object.assign(new Error('Not impersonating anybody.'), { descriptor: msg`Not impersonating anybody.` });
  const body = await api.post('/api/return-home', { schema: returnHomeAnswer, json: { return_key: returnKey, user_id: user.id }, rejectOnError: true });
  establishSession({ token: body.token, user: body.user, returnKey: null });
  return { path: body.redirect_data.path };
}

/** Re-reads the signed-in user. A 401 logs out (the client does it); other failures keep the stored user. */
export async function refreshUser(): Promise<AuthUser | null> {
  const { token } = sessionStore.getState();
  if (!token) return null;
  try {
    const body = await api.get('/api/get-user', { schema: getUserAnswer, rejectOnError: true });
    if (sessionStore.getState().token === token) sessionStore.setState({ user: body.data });
    return body.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    if (!isNetworkError(error)) {
      // Worded now, in the active language: the shell shows the event's text as it comes.
      apiEvents.emit('error', { title: translate(msg`Whoops`), message: translate(msg`Something went wrong fetching the user`) });
    }
    return sessionStore.getState().user;
  }
}

/**
 * Start-up: a stored token fetches the user (a 401 logs out), then the system settings are
 * fetched into the shared query cache. The session is `ready` once the user is known.
 */
export async function startup(queryClient: QueryClient): Promise<void> {
  await refreshUser();
  sessionStore.setState({ ready: true });
  try {
    await queryClient.fetchQuery(systemSettingsQuery());
  } catch {
    // The screens that need the settings show their own error state and retry.
  }
}
