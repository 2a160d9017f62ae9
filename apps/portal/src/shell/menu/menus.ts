import { msg, t } from '@lingui/core/macro';
import { type AuthUser, hasPlexTools, isAdmin, isModerator, isReseller, safeHref, type SystemSettings } from '@portal/api-client';
import { i18n, type MessageDescriptor } from '@portal/ui-kit/i18n';

export interface MenuLink {
  /** In the active language: the menus are built (or, for the admin menu, read) while the menu renders. */
  label: string;
  /** A path of the portal, below the basename (`/dashboard`), or a full URL when `external`. */
  to: string;
  external?: boolean;
}

type MenuSettings = Pick<
  SystemSettings,
  'user_invite_keys' | 'user_request_trial' | 'whmcs_display_user_invoices' | 'has_reseller_products' | 'request_lounge' | 'ombi_menu_name' | 'ombi_url' | 'features'
>;

/** What a visitor who is not signed in can reach. */
export function guestMenu(settings: Pick<MenuSettings, 'user_invite_keys' | 'user_request_trial'> | undefined): MenuLink[] {
  return [
    ...(settings?.user_invite_keys ? [{ label: t`Accept invite`, to: '/accept-invite' }] : []),
    ...(settings?.user_request_trial ? [{ label: t`Request trial`, to: '/request-trial' }] : []),
    { label: t`Sign in`, to: '/login' },
  ];
}

/** The customer menu, each item with the condition of spec section 2. */
export function customerMenu(user: AuthUser, settings: MenuSettings | undefined): MenuLink[] {
  const items: MenuLink[] = [{ label: t`Dashboard`, to: '/dashboard' }];
  if (user.is_whmcs_user && settings?.whmcs_display_user_invoices) items.push({ label: t`Invoices`, to: '/invoices' });
  if (isReseller(user)) items.push({ label: t`Reseller panel`, to: '/reseller-panel' });
  if (isReseller(user) && settings?.has_reseller_products) items.push({ label: t`Reseller shop`, to: '/reseller-shop' });
  if (settings?.request_lounge) items.push({ label: t`Request lounge`, to: '/request-lounge' });
  else {
    // The external requests site comes from the settings: only an http(s) address becomes a link.
    const requestsSite = safeHref(settings?.ombi_url);
    if (requestsSite) items.push({ label: settings?.ombi_menu_name || t`Requests`, to: requestsSite, external: true });
  }
  // A feature the admins switched off is left out; without the switches, every feature is on.
  const on = (feature: keyof NonNullable<SystemSettings['features']>) => settings?.features?.[feature] !== false;
  if (on('tv_schedule')) items.push({ label: t`TV schedule`, to: '/tv-schedule' });
  if (hasPlexTools(user) && on('plex_tools')) items.push({ label: t`Plex tools`, to: '/plex-tools' });
  items.push({ label: t`Support`, to: '/support' });
  if (on('community_center')) items.push({ label: t`Community center`, to: '/community-center' });
  if (on('status_page')) items.push({ label: t`Status`, to: '/status' });
  if (user.is_whmcs_user || isAdmin(user)) items.push({ label: t`Shop`, to: '/shop' });
  if (isModerator(user)) items.push({ label: t`Tickets`, to: '/moderator/tickets' });
  return items;
}

/** A link of a menu kept as a constant: its label is translated each time it is read. */
function fixedLink(label: MessageDescriptor, to: string): MenuLink {
  return {
    get label() {
      return i18n._(label);
    },
    to,
  };
}

/** The admin menu. */
export const ADMIN_MENU: readonly MenuLink[] = [
  fixedLink(msg`Dashboard`, '/admin/dashboard'),
  fixedLink(msg`Services`, '/admin/services'),
  fixedLink(msg`Products`, '/admin/products'),
  fixedLink(msg`Nodes`, '/admin/nodes'),
  fixedLink(msg`Users`, '/admin/users'),
  fixedLink(msg`Support`, '/admin/support'),
  fixedLink(msg`Requested trials`, '/admin/requested-trials'),
  fixedLink(msg`Requests`, '/admin/requests'),
  fixedLink(msg`User interaction`, '/admin/user-interaction'),
  fixedLink(msg`Integrations`, '/admin/integrations'),
  fixedLink(msg`Storage`, '/admin/storage'),
  fixedLink(msg`Metrics`, '/admin/metrics'),
  fixedLink(msg`System Settings`, '/admin/app-management'),
  fixedLink(msg`Processes`, '/admin/processes'),
];

export type MenuKind = 'guest' | 'customer' | 'admin';

/** Which menu shows: guests get the guest menu; admins the one they chose; everybody else the customer menu. */
export function menuKind(user: AuthUser | null, adminChoice: 'admin' | 'user'): MenuKind {
  if (!user) return 'guest';
  return isAdmin(user) && adminChoice === 'admin' ? 'admin' : 'customer';
}
