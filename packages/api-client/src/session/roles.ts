import type { AuthUser } from '../types.ts';

type MaybeUser = Pick<AuthUser, 'admin' | 'is_admin' | 'is_reseller' | 'reseller_node' | 'is_moderator' | 'has_plex' | 'is_whmcs_user'> | null | undefined;

/** Admin: `admin` or `is_admin`. */
export function isAdmin(user: MaybeUser): boolean {
  return Boolean(user?.admin || user?.is_admin);
}

/** Reseller: `is_reseller` or a `reseller_node` value. */
export function isReseller(user: MaybeUser): boolean {
  return Boolean(user?.is_reseller || user?.reseller_node);
}

export function isModerator(user: MaybeUser): boolean {
  return Boolean(user?.is_moderator);
}

/** Users with Plex access, and admins, get Plex Tools. */
export function hasPlexTools(user: MaybeUser): boolean {
  return Boolean(user?.has_plex) || isAdmin(user);
}

export function isBillingUser(user: MaybeUser): boolean {
  return Boolean(user?.is_whmcs_user);
}

/** Where a user lands after signing in when no redirect was asked for. */
export function homePath(user: MaybeUser): '/app/admin/dashboard' | '/app/dashboard' {
  return isAdmin(user) ? '/app/admin/dashboard' : '/app/dashboard';
}
