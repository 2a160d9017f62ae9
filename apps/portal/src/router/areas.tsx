import { useLingui } from '@lingui/react/macro';
import { isAdmin, isModerator, isReseller, useCurrentUser, type AuthUser, type RouteAccess, type RouteArea } from '@portal/api-client';
import { adminArea } from '@portal/feature-admin';
import { customerArea } from '@portal/feature-customer';
import { moderatorArea } from '@portal/feature-moderator';
import { resellerArea } from '@portal/feature-reseller';
import { setupWizardArea } from '@portal/feature-setup-wizard';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { useEffect, useState } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, type RouteObject } from 'react-router';

export type PortalArea = RouteArea<RouteObject>;

/** The feature packages' areas, as the shell mounts them. */
export const AREAS: readonly PortalArea[] = [customerArea, resellerArea, moderatorArea, adminArea, setupWizardArea];

/** The route every area's routes are patched into. */
export const ROOT_ROUTE_ID = 'root';

/** Whether this user may open routes with this access (the guard's rules 1 and 4 to 6). */
export function mayOpen(access: RouteAccess, user: AuthUser | null): boolean {
  if (access.auth && !user) return false;
  if (access.role === 'admin') return isAdmin(user);
  if (access.role === 'reseller') return isReseller(user);
  if (access.role === 'moderator') return isModerator(user);
  return true;
}

interface PatchableRouter {
  routes: readonly RouteObject[];
  basename: string | undefined;
  state: { location: { pathname: string; search: string; hash: string } };
  patchRoutes(routeId: string | null, children: RouteObject[]): void;
}

interface AreaState {
  loading: Map<string, Promise<RouteObject[]>>;
  loaded: Map<string, RouteObject[]>;
}

let bound: { router: PatchableRouter; state: AreaState; isolate: (routes: RouteObject[]) => RouteObject[] } | null = null;

/** Lets the gates patch areas into this router (one router per page; tests make one per render). */
export function bindAreas(router: PatchableRouter, isolate: (routes: RouteObject[]) => RouteObject[]): void {
  bound = { router, state: { loading: new Map(), loaded: new Map() }, isolate };
}

/** Where the bound router is now, below the basename. */
function currentAddress(): string | null {
  if (!bound) return null;
  const { basename, state } = bound.router;
  const { pathname, search, hash } = state.location;
  const below = basename && basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return `${below}${search}${hash}`;
}

/** The area's routes once they are in the router, or undefined. */
function loadedRoutes(area: PortalArea): RouteObject[] | undefined {
  return bound?.state.loaded.get(area.id);
}

/** Loads the area's route table once and patches it into the router. */
export function ensureArea(area: PortalArea): Promise<RouteObject[]> {
  if (!bound) return Promise.reject(new Error('No router is bound to the areas.'));
  const { router, state, isolate } = bound;
  const known = state.loaded.get(area.id);
  if (known) return Promise.resolve(known);
  let pending = state.loading.get(area.id);
  if (!pending) {
    pending = area.load().then((routes) => {
      const isolated = isolate(routes);
      // Routes of a router that has since been replaced (a new test render) are not patched.
      if (bound?.router === router) {
        router.patchRoutes(ROOT_ROUTE_ID, isolated);
        state.loaded.set(area.id, isolated);
      }
      return isolated;
    });
    pending.catch(() => state.loading.delete(area.id));
    state.loading.set(area.id, pending);
  }
  return pending;
}

function AreaLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`}>
      <SkeletonText lines={4} />
    </div>
  );
}

/**
 * Stands for an area until its route table is in the router. The guard has already let the user
 * through (the gate carries the area's access), so this loads the table and goes to the same
 * address again, which now matches the real screen; an address the area does not have is a 404.
 */
function AreaGate({ area }: { area: PortalArea }) {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const allowed = mayOpen(area.access, user);
  const routes = loadedRoutes(area);
  const isScreen = routes ? (matchRoutes(routes, location)?.length ?? 0) > 0 : false;

  useEffect(() => {
    if (!allowed || (routes && !isScreen)) return;
    let live = true;
    const again = `${location.pathname}${location.search}${location.hash}`;
    ensureArea(area).then(
      () => {
        // Only while the address is still the one waiting: the user may have gone on meanwhile.
        if (live && currentAddress() === again) navigate(again, { replace: true, state: location.state as unknown });
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [allowed, routes, isScreen, area, location, navigate]);

  // The screen's boundary shows it (a route table that could not be fetched, usually after a deployment).
  if (failure) throw failure;
  if (!allowed) return null;
  if (routes && !isScreen) return <Navigate to="/404" replace />;
  return <AreaLoading />;
}

/** One gate route per prefix of every area: `dashboard/*`, `admin/*`, `admin/system/init/*` … */
export function areaGates(areas: readonly PortalArea[] = AREAS): RouteObject[] {
  return areas.flatMap((area) =>
    area.prefixes.map((prefix) => ({
      path: `${prefix}/*`,
      handle: { access: area.access },
      element: <AreaGate area={area} />,
    })),
  );
}
