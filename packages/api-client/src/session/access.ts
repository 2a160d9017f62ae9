import type { MessageDescriptor } from '@lingui/core';
/**
 * How a route is protected. Feature packages put this on their route objects' `handle`; the
 * shell's guard reads it. It lives here because it is about the session's roles, which every
 * package shares.
 */
export type RestrictedRole = 'admin' | 'reseller' | 'moderator';

export interface RouteAccess {
  /** The route needs a signed-in user. */
  auth: boolean;
  /** The route is restricted to this role. */
  role?: RestrictedRole;
}

/** What a route object carries in its `handle`. */
export interface RouteHandle {
  access?: RouteAccess;
  /** The document title of the screen (the app name is appended), as a message descriptor. */
  title?: MessageDescriptor;
}

/**
 * A feature package's area of the portal, as the shell mounts it: the first path segments of its
 * routes, who may open them (the guard's rules 1 and 4 to 6), and its route table, loaded when a
 * user who may open the area first goes there. The shell keeps the tables out of its entry, so a
 * guest downloads none of them and a customer never downloads another area's.
 */
export interface RouteArea<Route = unknown> {
  id: string;
  /** Below the basename, without slashes at either end: `dashboard`, `admin/system/init`. */
  prefixes: readonly string[];
  access: RouteAccess;
  load: () => Promise<Route[]>;
}
