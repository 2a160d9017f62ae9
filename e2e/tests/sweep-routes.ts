/**
 * Every route that exists, with the role that can open it. Every new screen joins this list, so
 * the accessibility and layout sweep covers it.
 */
/** `billing`: a customer who pays through the billing system (invoices, shop). */
/** `customer-emby`, `customer-jellyfin`: the customers whose server is an Emby or a Jellyfin one. */
export type SweepRole = 'guest' | 'customer' | 'customer-emby' | 'customer-jellyfin' | 'billing' | 'admin';

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
  { path: '/app/dashboard/1', role: 'customer', ready: 'Server actions' },
  { path: '/app/dashboard/1?tab=cdn', role: 'customer', ready: 'A content delivery network' },
  { path: '/app/dashboard/1?tab=backups', role: 'customer', ready: 'Backups of this server' },
  { path: '/app/dashboard/1?tab=libraries', role: 'customer', ready: 'Media types' },
  { path: '/app/dashboard/1?tab=invites', role: 'customer', ready: 'Sign in to Plex' },
  { path: '/app/tv-schedule', role: 'customer', ready: 'available on your servers' },
  { path: '/app/tv-schedule?shows=followed', role: 'customer', ready: 'available on your servers' },
  { path: '/app/status', role: 'customer', ready: 'Current incidents' },
  { path: '/app/dashboard/2', role: 'customer-emby', ready: 'Server actions' },
  { path: '/app/dashboard/2?tab=invites', role: 'customer-emby', ready: 'Invite with Emby Connect' },
  { path: '/app/dashboard/3', role: 'customer-jellyfin', ready: 'Server actions' },
  { path: '/app/dashboard/3?tab=invites', role: 'customer-jellyfin', ready: 'Invite a user' },
  { path: '/app/invoices', role: 'billing', ready: 'Invoice MD-18204' },
  { path: '/app/invoices/18204', role: 'billing', ready: 'Pay now' },
  { path: '/app/shop', role: 'billing', ready: 'Plex Pro 4K' },
  { path: '/app/settings/user', role: 'customer', ready: 'Save profile' },
  { path: '/app/settings/server', role: 'customer', ready: 'Save server preferences' },
  { path: '/app/settings/user-management', role: 'customer', ready: 'people share your servers' },
  { path: '/app/settings/cdn-host', role: 'customer', ready: 'Set CDN host' },
  { path: '/app/plex-tools/invites', role: 'customer', ready: 'Invite backups' },
  { path: '/app/plex-tools/sync', role: 'customer', ready: 'Sync needs a second Plex server' },
  { path: '/app/plex-tools/collections', role: 'customer', ready: 'Make a collection' },
  { path: '/app/plex-tools/scan-media', role: 'customer', ready: 'Recent scans' },
  { path: '/app/plex-tools', role: 'customer-emby', ready: 'Plex tools work with Plex servers' },
  { path: '/app/community-center', role: 'customer', ready: 'invites accepted' },
  { path: '/app/community-center/invites', role: 'customer', ready: 'invites accepted' },
  { path: '/app/community-center/cdn', role: 'customer', ready: 'nodes online' },
  { path: '/app/community-center/mismatched-content', role: 'customer', ready: 'reports are still open' },
  { path: '/app/request-lounge/movies', role: 'customer', ready: 'Load more' },
  { path: '/app/request-lounge/movies-4k', role: 'customer', ready: 'Load more' },
  { path: '/app/request-lounge/shows', role: 'customer', ready: 'Load more' },
  { path: '/app/request-lounge/shows-4k', role: 'customer', ready: 'Load more' },
  { path: '/app/request-lounge/subscribed-content', role: 'customer', ready: 'The Gold Rush' },
  { path: '/app/request-lounge/top-played', role: 'customer', ready: 'last played' },
  { path: '/app/request-lounge/my-requests', role: 'customer', ready: 'Requested on' },
  { path: '/app/request-lounge/media-reports', role: 'customer', ready: 'The 4K file has been replaced' },
  { path: '/app/request-lounge/lost-and-found', role: 'customer', ready: 'lost on' },
  { path: '/app/support/tickets', role: 'customer', ready: 'Invite to my Plex server is not arriving' },
  { path: '/app/support/tickets?new', role: 'customer', ready: 'Up to 5 files' },
  { path: '/app/support/tickets/1045', role: 'customer', ready: 'plex-media-server.log' },
  { path: '/app/support/tickets/1052', role: 'customer', ready: 'we will watch the delivery' },
  { path: '/app/support/buffering-test', role: 'customer', ready: 'Start the test' },
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
  // pnpm gen screen: sweep entries above this line
];
