import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/store.ts';
import type { AuthUser } from '../types.ts';

/** A query client for tests: no retries, no cache time, errors stay in the test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Puts a signed-in session in place, as a reload after signing in would find it. */
export function signInForTest(user: AuthUser, token = 'test-token', extra: { returnKey?: string | null; instance?: string | null } = {}): void {
  sessionStore.setState({ token, user, returnKey: extra.returnKey ?? null, instance: extra.instance ?? null, ready: true });
}

/** Clears the session, as a signed-out first visit would find it. */
export function signOutForTest(): void {
  sessionStore.setState({ token: null, user: null, returnKey: null, instance: null, ready: true });
}

/** A complete user with every flag off; override what the test is about. */
export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Casey Customer',
    email: 'casey@example.com',
    admin: false,
    is_admin: false,
    is_whmcs_user: false,
    is_reseller: false,
    reseller_node: null,
    has_plex: false,
    is_moderator: false,
    reseller_customer: false,
    ...overrides,
  };
}
