import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/store.ts';
import type { AuthUser, SystemSettings } from '../types.ts';

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

/** Complete system settings of an initiated platform; override what the test is about. */
export function makeSystemSettings(overrides: Partial<SystemSettings> = {}): SystemSettings {
  return {
    logo: { image: false, data: null },
    icon: { image: false, data: null },
    app_name: 'MediaDock',
    app_version: '1.0.0',
    demo_mode: false,
    past_due: false,
    whmcs_display_user_invoices: true,
    has_reseller_products: false,
    request_lounge: true,
    ombi_menu_name: null,
    ombi_url: null,
    user_invite_keys: false,
    user_request_trial: false,
    app_initiated: true,
    tenant: 'demo',
    kronos_domain: null,
    menu: { wiki_url: null, links: [] },
    ...overrides,
  };
}
