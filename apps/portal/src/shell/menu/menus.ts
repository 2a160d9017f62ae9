import { type AuthUser, hasPlexTools, isAdmin, isModerator, isReseller, safeHref, type SystemSettings } from '@portal/api-client';

export interface MenuLink {
  label: string;
  /** A path of the portal, below the basename (`/dashboard`), or a full URL when `external`. */
  to: string;
  external?: boolean;
}

type MenuSettings = Pick<
  SystemSettings,
  'user_invite_keys' | 'user_request_trial' | 'whmcs_display_user_invoices' | 'has_reseller_products' | 'request_lounge' | 'ombi_menu_name' | 'ombi_url'
>;

/** What a visitor who is not signed in can reach. */
export function guestMenu(settings: Pick<MenuSettings, 'user_invite_keys' | 'user_request_trial'> | undefined): MenuLink[] {
  return [
    ...(settings?.user_invite_keys ? [{ label: 'Accept invite', to: '/accept-invite' }] : []),
    ...(settings?.user_request_trial ? [{ label: 'Request trial', to: '/request-trial' }] : []),
    { label: 'Sign in', to: '/login' },
  ];
}

/** The customer menu, each item with the condition of spec section 2. */
export function customerMenu(user: AuthUser, settings: MenuSettings | undefined): MenuLink[] {
  const items: MenuLink[] = [{ label: 'Dashboard', to: '/dashboard' }];
  if (user.is_whmcs_user && settings?.whmcs_display_user_invoices) items.push({ label: 'Invoices', to: '/invoices' });
  if (isReseller(user)) items.push({ label: 'Reseller panel', to: '/reseller-panel' });
  if (isReseller(user) && settings?.has_reseller_products) items.push({ label: 'Reseller shop', to: '/reseller-shop' });
  if (settings?.request_lounge) items.push({ label: 'Request lounge', to: '/request-lounge' });
  else {
    // The external requests site comes from the settings: only an http(s) address becomes a link.
    const requestsSite = safeHref(settings?.ombi_url);
    if (requestsSite) items.push({ label: settings?.ombi_menu_name || 'Requests', to: requestsSite, external: true });
  }
  items.push({ label: 'TV schedule', to: '/tv-schedule' });
  if (hasPlexTools(user)) items.push({ label: 'Plex tools', to: '/plex-tools' });
  items.push({ label: 'Support', to: '/support' }, { label: 'Community center', to: '/community-center' }, { label: 'Status', to: '/status' });
  if (user.is_whmcs_user || isAdmin(user)) items.push({ label: 'Shop', to: '/shop' });
  if (isModerator(user)) items.push({ label: 'Tickets', to: '/moderator/tickets' });
  return items;
}

/** The admin menu. */
export const ADMIN_MENU: readonly MenuLink[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Nodes', to: '/admin/nodes' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Support', to: '/admin/support' },
  { label: 'Requested trials', to: '/admin/requested-trials' },
  { label: 'Requests', to: '/admin/requests' },
  { label: 'User interaction', to: '/admin/user-interaction' },
  { label: 'Integrations', to: '/admin/integrations' },
  { label: 'Storage', to: '/admin/storage' },
  { label: 'Metrics', to: '/admin/metrics' },
  { label: 'System Settings', to: '/admin/app-management' },
  { label: 'Processes', to: '/admin/processes' },
];

export type MenuKind = 'guest' | 'customer' | 'admin';

/** Which menu shows: guests get the guest menu; admins the one they chose; everybody else the customer menu. */
export function menuKind(user: AuthUser | null, adminChoice: 'admin' | 'user'): MenuKind {
  if (!user) return 'guest';
  return isAdmin(user) && adminChoice === 'admin' ? 'admin' : 'customer';
}
