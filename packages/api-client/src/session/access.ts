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
  /** The document title of the screen (the app name is appended). */
  title?: string;
}
