/**
 * Every route that exists, with the role that can open it. Every new screen joins this list, so
 * the accessibility and layout sweep covers it.
 */
export type SweepRole = 'guest' | 'customer' | 'admin';

export interface SweepRoute {
  path: string;
  role: SweepRole;
  /** Text that shows once the screen has loaded (a heading, usually). */
  ready: string;
}

export const SWEEP_ROUTES: SweepRoute[] = [
  { path: '/app/login', role: 'guest', ready: 'Sign in' },
  { path: '/app/admin/login', role: 'guest', ready: 'Admin sign in' },
  { path: '/app/password/create', role: 'guest', ready: 'Reset your password' },
  { path: '/app/password/reset?token=demo-reset-token&email=plex%40demo.test', role: 'guest', ready: 'Choose a new password' },
  { path: '/app/password/reset', role: 'guest', ready: 'This link is incomplete' },
  { path: '/app/accept-invite', role: 'guest', ready: 'Accept your invite' },
  { path: '/app/accept-invite/WELCOME-2026/verify', role: 'guest', ready: 'Your invite key is valid' },
  { path: '/app/accept-invite/WELCOME-2026/create-account', role: 'guest', ready: 'Create my account' },
  { path: '/app/accept-invite/SUMMER-2025/verify', role: 'guest', ready: 'This invite key does not work' },
  { path: '/app/request-trial', role: 'guest', ready: 'Request a trial' },
  { path: '/app/impersonate/not-a-token', role: 'guest', ready: 'Could not sign in' },
  { path: '/app/404', role: 'guest', ready: 'Page not found' },
  { path: '/app/dashboard', role: 'customer', ready: 'Your servers' },
  { path: '/app/notifications/all', role: 'customer', ready: 'Notifications' },
  { path: '/app/accept-invite/WELCOME-2026/products', role: 'customer', ready: 'Accept your invite' },
  { path: '/app/admin/dashboard', role: 'admin', ready: 'Admin dashboard' },
  { path: '/app/admin/dashboard?restore-session=1&modaltype=user&userid=3', role: 'admin', ready: 'Open the user' },
  ...(
    [
      ['start', 'Start'],
      ['change-password', 'Change password'],
      ['app-settings', 'App settings'],
      ['ssh-keys', 'SSH keys'],
      ['billing-type', 'Billing type'],
      ['whmcs', 'WHMCS'],
      ['whmcs-hooks', 'WHMCS hooks'],
      ['email', 'Send a test e-mail'],
      ['completed', 'Complete'],
    ] as const
  ).map(([step, ready]) => ({ path: `/app/admin/system/init/${step}`, role: 'admin' as const, ready })),
];
