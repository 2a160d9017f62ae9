/**
 * The `handle` of a screen's route, as the shell reads it: who may open the screen, its title,
 * its breadcrumb and the menu entry it belongs to. The shape of `access` and `title` is the
 * api-client's `RouteHandle` (ui-kit does not depend on the api-client; a test keeps the two in
 * step).
 */

import { i18n, type MessageDescriptor } from '@lingui/core';

export type ScreenRole = 'admin' | 'reseller' | 'moderator';

/** Who may open a screen; the shell's guard merges the access of every matched route. */
export interface ScreenAccess {
  /** The screen needs a signed-in user. */
  auth: boolean;
  /** The screen is restricted to this role. */
  role?: ScreenRole;
}

/** The common access rules. */
export const ACCESS = {
  /** Open to visitors who are not signed in (sign-in, password reset). */
  guest: { auth: false },
  signedIn: { auth: true },
  admin: { auth: true, role: 'admin' },
  reseller: { auth: true, role: 'reseller' },
  moderator: { auth: true, role: 'moderator' },
} as const satisfies Record<string, ScreenAccess>;

/** A matched route, as React Router's `useMatches()` lists them. */
export interface RouteMatchLike {
  /** The matched part of the address, below the basename: `/admin/nodes/7`. */
  pathname: string;
  params?: Readonly<Record<string, string | undefined>>;
  data?: unknown;
  handle?: unknown;
}

/** A breadcrumb's label: a message (`msg\`Nodes\``), or made from the match (its params, its loader data). */
export type BreadcrumbLabel = MessageDescriptor | ((match: RouteMatchLike) => string | null | undefined);

export interface ScreenHandle {
  access: ScreenAccess;
  /** The document title (the shell appends the app name), as a message: `msg\`Invoices\``. */
  title: MessageDescriptor;
  /** The label of this route in the breadcrumb trail; routes without one are left out. */
  breadcrumb?: BreadcrumbLabel;
  /** The `to` of the menu entry this screen belongs under (`/admin/nodes` for a node's page). */
  menu?: string;
}

export interface ScreenOptions {
  title: MessageDescriptor;
  access: ScreenAccess;
  /** `true` uses the title. */
  breadcrumb?: BreadcrumbLabel | true;
  menu?: string;
}

/** The handle of a screen's route: `handle: screen({ title: msg\`Nodes\`, access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' })`. */
export function screen({ title, access, breadcrumb, menu }: ScreenOptions): ScreenHandle {
  return {
    access,
    title,
    ...(breadcrumb === undefined ? {} : { breadcrumb: breadcrumb === true ? title : breadcrumb }),
    ...(menu === undefined ? {} : { menu }),
  };
}

/**
 * The handle helper of an area, so its routes say who may open them once:
 * `const admin = screensFor(ACCESS.admin); … handle: admin(msg\`Nodes\`, { menu: '/admin/nodes' })`.
 */
export function screensFor(access: ScreenAccess): (title: MessageDescriptor, options?: Omit<ScreenOptions, 'title' | 'access'>) => ScreenHandle {
  return (title, options = {}) => screen({ ...options, title, access });
}

function isMessage(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';
}

function handleOf(match: RouteMatchLike): Partial<ScreenHandle> | undefined {
  const { handle } = match;
  return typeof handle === 'object' && handle !== null ? (handle as Partial<ScreenHandle>) : undefined;
}

/** The title of the deepest matched route that has one: the screen's title. */
export function screenTitleFrom(matches: readonly RouteMatchLike[]): MessageDescriptor | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = handleOf(matches[index] as RouteMatchLike)?.title;
    if (isMessage(title)) return title;
  }
  return undefined;
}

/** The menu entry of the deepest matched route that names one. */
export function menuFrom(matches: readonly RouteMatchLike[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const menu = handleOf(matches[index] as RouteMatchLike)?.menu;
    if (typeof menu === 'string' && menu) return menu;
  }
  return undefined;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export interface Breadcrumb {
  label: string;
  /** The route's address, for a router link. */
  to: string;
  /** The screen on view; it is not a link. */
  current: boolean;
}

/**
 * The trail of matched routes that have a breadcrumb, the last one current. `current` replaces the
 * last label with what the screen knows once loaded (a server's name).
 */
export function breadcrumbsFrom(matches: readonly RouteMatchLike[], { current }: { current?: string | null } = {}): Breadcrumb[] {
  const trail: Breadcrumb[] = [];
  for (const match of matches) {
    const crumb = handleOf(match)?.breadcrumb;
    const label = typeof crumb === 'function' ? crumb(match) : isMessage(crumb) ? i18n._(crumb) : undefined;
    if (!label) continue;
    const to = withoutTrailingSlash(match.pathname);
    // An index route shares its parent's address: one crumb per address, the deeper label wins.
    if (trail.at(-1)?.to === to) trail.pop();
    trail.push({ label, to, current: false });
  }
  const last = trail.at(-1);
  if (last) trail[trail.length - 1] = { ...last, label: current || last.label, current: true };
  return trail;
}
