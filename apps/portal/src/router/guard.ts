import { homePath, isAdmin, isModerator, isReseller, type AuthUser, type RouteAccess, type SystemSettings } from '@portal/api-client';

export const BASENAME = '/app';
export const LOGIN_PATH = '/app/login';
export const INIT_PATH = '/app/admin/system/init';
export const LOGOUT_PATH = '/app/logout';

export interface GuardInput {
  /** The full path, basename included (`/app/dashboard`). */
  pathname: string;
  search: string;
  /** The access rules of the matched routes, merged. */
  access: RouteAccess;
  user: AuthUser | null;
  /** Whether the system is initiated; undefined while the settings are not known. */
  appInitiated: boolean | undefined;
  /** The admins' feature switches; absent (or a feature absent) means on. */
  features?: SystemSettings['features'];
}

type Feature = keyof NonNullable<SystemSettings['features']>;

/** The screen each feature switch closes: the first segment below the basename. */
const FEATURE_SCREENS: Record<Feature, string> = {
  community_center: 'community-center',
  tv_schedule: 'tv-schedule',
  status_page: 'status',
  plex_tools: 'plex-tools',
};

/** The switched-off feature a path belongs to, or null. */
export function switchedOffFeature(pathname: string, features: SystemSettings['features']): Feature | null {
  const segment = pathname.startsWith(`${BASENAME}/`) ? pathname.split('/')[2] : undefined;
  const feature = (Object.keys(FEATURE_SCREENS) as Feature[]).find((key) => FEATURE_SCREENS[key] === segment);
  return feature && features?.[feature] === false ? feature : null;
}

function withRedirect(target: string, pathname: string, search: string): string {
  return `${target}?redirect=${encodeURIComponent(pathname + search)}`;
}

function isRoot(pathname: string): boolean {
  return pathname === '/' || pathname === BASENAME || pathname === `${BASENAME}/`;
}

/**
 * The routing guard of spec section 6, rules 1 to 6 in order, then the forced system init for
 * admins. Answers where to go instead, or null to let the route render.
 */
export function resolveGuard({ pathname, search, access, user, appInitiated, features }: GuardInput): string | null {
  const signedIn = user !== null;
  const isLoginPath = pathname.includes('login');

  // 1. A route needing login while signed out goes to login, keeping the original full path.
  //    Login paths are exempt, and so is logout: it ends on the login screen by itself.
  if (access.auth && !signedIn && !isLoginPath && pathname !== LOGOUT_PATH) return withRedirect(LOGIN_PATH, pathname, search);
  // 2. Any login path while signed in goes to the matching dashboard, or to the redirect url
  //    the login screen was given (this is how a successful sign-in lands where it should).
  if (isLoginPath && signedIn) return afterLoginTarget(new URLSearchParams(search).get('redirect'), user);
  // 3. The root goes to the matching dashboard, or to login.
  if (isRoot(pathname)) return signedIn ? homePath(user) : LOGIN_PATH;
  // 4. to 6. Restricted routes need their role.
  if (access.role === 'reseller' && !isReseller(user)) return withRedirect('/app/dashboard', pathname, search);
  if (access.role === 'admin' && !isAdmin(user)) return withRedirect('/app/dashboard', pathname, search);
  if (access.role === 'moderator' && !isModerator(user)) return withRedirect('/app/dashboard', pathname, search);
  // A feature the admins switched off cannot be opened, not even by its address.
  if (switchedOffFeature(pathname, features)) return signedIn ? homePath(user) : LOGIN_PATH;

  // While the system is not initiated, admins can only set it up (or leave).
  if (signedIn && isAdmin(user) && appInitiated === false && !pathname.startsWith(INIT_PATH) && pathname !== LOGOUT_PATH) {
    return INIT_PATH;
  }
  return null;
}

/** Merges the access rules of nested matches: any match may require login; the deepest role wins. */
export function mergeAccess(rules: ReadonlyArray<RouteAccess | undefined>): RouteAccess {
  const merged: RouteAccess = { auth: false };
  for (const rule of rules) {
    if (!rule) continue;
    if (rule.auth) merged.auth = true;
    if (rule.role) merged.role = rule.role;
  }
  return merged;
}

/**
 * Where to go after signing in: the redirect query when it is a path of this portal, otherwise
 * the user's dashboard. Anything else (another origin, `//host`) is ignored.
 */
export function afterLoginTarget(redirect: string | null, user: AuthUser): string {
  const safe = redirect && redirect.startsWith(`${BASENAME}/`) && !redirect.includes('\\') && !redirect.includes('login');
  if (safe && !redirect.startsWith(LOGOUT_PATH)) {
    return redirect;
  }
  return homePath(user);
}

/** The login screen to return to after logging out, keeping the instance. */
export function loginPathAfterLogout(instance: string | null): string {
  return instance ? `${LOGIN_PATH}?instance=${encodeURIComponent(instance)}` : LOGIN_PATH;
}

/** Strips the basename, for the router's `navigate`, which works below it. */
export function toRouterPath(fullPath: string): string {
  if (fullPath === BASENAME) return '/';
  return fullPath.startsWith(`${BASENAME}/`) ? fullPath.slice(BASENAME.length) : fullPath;
}
