import type { AuthUser, RouteAccess, RouteHandle } from '@portal/api-client';
import { makeUser } from '@portal/api-client/testing';
import { adminArea } from '@portal/feature-admin';
import { moderatorArea } from '@portal/feature-moderator';
import { resellerArea } from '@portal/feature-reseller';
import { setupWizardArea } from '@portal/feature-setup-wizard';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bindAreas, ensureArea, type PortalArea } from './areas.tsx';
import { BASENAME, mergeAccess, resolveGuard } from './guard.ts';
import { isolateScreens, portalRoutes } from './routes.tsx';

/*
 * The guard's rules 1 and 4 to 6 over every restricted route the areas have, as the browser
 * decides them: the real route tree with the areas' own tables, the real access merge, the real
 * guard. A customer's browser never has the admin table (its gate stands in); a user who did
 * load it and lost the role still must not pass, so both trees are asked.
 */

const roles = {
  customer: makeUser({ id: 2, has_plex: true }),
  reseller: makeUser({ id: 4, is_reseller: true }),
  'node reseller': makeUser({ id: 5, reseller_node: 3 }),
  moderator: makeUser({ id: 6, is_moderator: true }),
  admin: makeUser({ id: 1, admin: true }),
} satisfies Record<string, AuthUser>;
type Role = keyof typeof roles;

/** Every full path of a route table, below the basename, its parameters filled in. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [...(route.path ? [here] : []), ...paths(route.children ?? [], here)];
  });
}
const concrete = (path: string) => `${BASENAME}/${path.replace(/:\w+\??/g, '7').replace(/\*$/, 'anything')}`;

interface Tree {
  name: string;
  routes: RouteObject[];
  access: Map<string, RouteAccess>;
}

/** A fresh router of the portal, as `createPortalRouter` makes it, with these areas' tables patched in. */
async function portalTree(name: string, areas: readonly PortalArea[]): Promise<Tree> {
  const router = createMemoryRouter(portalRoutes, { basename: BASENAME, initialEntries: [`${BASENAME}/404`] });
  bindAreas(router, isolateScreens);
  for (const area of areas) await ensureArea(area);
  const routes = router.routes as RouteObject[];
  router.dispose();
  return { name, routes, access: new Map() };
}

/** The merged access of the routes an address matches on a tree, as the root layout merges them; matched once per address. */
function accessAt(tree: Tree, url: URL): RouteAccess {
  const key = `${url.pathname}${url.search}`;
  let access = tree.access.get(key);
  if (!access) {
    const matches = matchRoutes(tree.routes, { pathname: url.pathname, search: url.search }, BASENAME) ?? [];
    expect(matches.length, `${key} matches no route`).toBeGreaterThan(0);
    access = mergeAccess(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.access));
    tree.access.set(key, access);
  }
  return access;
}

/** Where the guard sends this user from this address, on this tree; null lets the screen render. */
function guardOn(tree: Tree, address: string, user: AuthUser | null): string | null {
  const url = new URL(address, 'http://portal.test');
  return resolveGuard({ pathname: url.pathname, search: url.search, access: accessAt(tree, url), user, appInitiated: true });
}

const RESTRICTED: { area: PortalArea; rule: string; allowed: Role[] }[] = [
  { area: adminArea, rule: 'rule 5', allowed: ['admin'] },
  { area: setupWizardArea, rule: 'rule 5', allowed: ['admin'] },
  { area: resellerArea, rule: 'rule 4', allowed: ['reseller', 'node reseller'] },
  { area: moderatorArea, rule: 'rule 6', allowed: ['moderator'] },
];

/**
 * The areas' tables and both trees, loaded once for the whole file. Each test waits for them in
 * its own time (the tables load the areas' route modules, as a test of an area does).
 */
const loaded = (async () => {
  const tables = new Map<string, string[]>();
  for (const { area } of RESTRICTED) tables.set(area.id, paths(await area.load()).map(concrete));
  const trees = [await portalTree('before its table loads', []), await portalTree('with its table loaded', RESTRICTED.map(({ area }) => area))];
  return { tables, trees };
})();
// A failure is reported by every test that waits for it, not as an unhandled rejection.
loaded.catch(() => undefined);

describe('the guard over every restricted route of the areas', () => {
  it('has the routes of each area to check', async () => {
    const { tables } = await loaded;
    expect(tables.get('admin')?.length).toBeGreaterThan(20);
    expect(tables.get('setup-wizard')?.length).toBeGreaterThan(0);
    expect(tables.get('reseller')?.some((path) => path.startsWith('/app/reseller-panel'))).toBe(true);
    expect(tables.get('moderator')?.some((path) => path.startsWith('/app/moderator/'))).toBe(true);
  });

  for (const { area, rule, allowed } of RESTRICTED) {
    const refused = (Object.keys(roles) as Role[]).filter((role) => !allowed.includes(role));

    it(`sends ${refused.join(', ')} from every ${area.id} route to the dashboard with the way back (${rule})`, async () => {
      const { tables, trees } = await loaded;
      for (const tree of trees) {
        for (const path of tables.get(area.id) ?? []) {
          for (const role of refused) {
            expect(guardOn(tree, path, roles[role]), `${role} at ${path}, ${tree.name}`).toBe(`/app/dashboard?redirect=${encodeURIComponent(path)}`);
          }
        }
      }
    });

    it(`keeps the query of a ${area.id} route in the way back`, async () => {
      const { tables, trees } = await loaded;
      for (const tree of trees) {
        for (const path of tables.get(area.id) ?? []) {
          const address = `${path}?tab=7&q=a%26b`;
          for (const role of refused) {
            expect(guardOn(tree, address, roles[role]), `${role} at ${address}, ${tree.name}`).toBe(`/app/dashboard?redirect=${encodeURIComponent(address)}`);
          }
        }
      }
    });

    it(`asks a guest at every ${area.id} route to sign in first, with the way back (rule 1)`, async () => {
      const { tables, trees } = await loaded;
      for (const tree of trees) {
        for (const path of tables.get(area.id) ?? []) {
          expect(guardOn(tree, path, null), `${path}, ${tree.name}`).toBe(`/app/login?redirect=${encodeURIComponent(path)}`);
        }
      }
    });

    it(`lets ${allowed.join(' and ')} open every ${area.id} route`, async () => {
      const { tables, trees } = await loaded;
      for (const tree of trees) {
        for (const path of tables.get(area.id) ?? []) {
          for (const role of allowed) expect(guardOn(tree, path, roles[role]), `${role} at ${path}, ${tree.name}`).toBeNull();
        }
      }
    });
  }
});
