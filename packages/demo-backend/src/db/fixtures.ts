/** The demo platform's own domain: node hosts, server addresses, the portal, billing and mail live under it. */
export const PLATFORM_DOMAIN = 'mediadock.test';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** Opens `/app/impersonate/demo-impersonate-plex`: signs in as the Plex customer, with a way back to the admin. */
export const DEMO_IMPERSONATION_TOKEN = 'demo-impersonate-plex';
/** A password-reset token for the Plex customer: `/app/password/reset?token=demo-reset-token&email=plex@demo.test`. */
export const DEMO_RESET_TOKEN = 'demo-reset-token';
export const DEMO_RESET_EMAIL = 'plex@demo.test';
/** An unused invite key that comes with products to choose from. */
export const DEMO_INVITE_KEY = 'WELCOME-2026';
/** An unused invite key without products. */
export const DEMO_INVITE_KEY_WITHOUT_PRODUCTS = 'FRIENDS-2026';
/** An invite key that has already been used. */
export const DEMO_USED_INVITE_KEY = 'SUMMER-2025';

/** Fixed ids of the seeded records that tests and stories refer to. */
export const DEMO_IDS = {
  users: {
    admin: 1,
    secondAdmin: 2,
    plex: 3,
    emby: 4,
    jellyfin: 5,
    multiServer: 6,
    billing: 7,
    reseller: 8,
    nodeReseller: 9,
    resellerCustomer: 10,
    moderator: 11,
    trial: 12,
    contributor: 13,
  },
  servers: { plex: 1, emby: 2, jellyfin: 3, multiPlex: 4, multiEmby: 5, multiJellyfin: 6, suspended: 7 },
  nodes: { fra01: 1, fra02: 2, ams01: 3, nyc01: 4, sgp01: 5, resellerLon: 6, resellerWaw: 7 },
} as const;

export type DemoRole = 'admin' | 'customer-plex' | 'customer-emby' | 'customer-jellyfin' | 'reseller' | 'moderator' | 'trial';

export interface DemoAccount {
  role: DemoRole;
  label: string;
  email: string;
  password: string;
}

/** One account per role, for the login screen's demo picker and for tests. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', label: 'Administrator', email: 'admin@demo.test', password: DEMO_PASSWORD },
  { role: 'customer-plex', label: 'Customer with Plex', email: 'plex@demo.test', password: DEMO_PASSWORD },
  { role: 'customer-emby', label: 'Customer with Emby', email: 'emby@demo.test', password: DEMO_PASSWORD },
  { role: 'customer-jellyfin', label: 'Customer with Jellyfin', email: 'jellyfin@demo.test', password: DEMO_PASSWORD },
  { role: 'reseller', label: 'Reseller', email: 'reseller@demo.test', password: DEMO_PASSWORD },
  { role: 'moderator', label: 'Support moderator', email: 'moderator@demo.test', password: DEMO_PASSWORD },
  { role: 'trial', label: 'Trial user', email: 'trial@demo.test', password: DEMO_PASSWORD },
];

export function demoAccount(role: DemoRole): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for the role "${role}".`);
  return account;
}
