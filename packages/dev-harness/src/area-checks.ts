import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

/** Every full path of a route table, below the basename. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [...(route.path ? [here] : []), ...paths(route.children ?? [], here)];
  });
}

/**
 * The checks every feature area passes: its prefixes cover each of its routes, so the shell loads
 * the area wherever one of them is opened, and its routes carry the area's access.
 */
export function describeArea(area: RouteArea<RouteObject>, { empty = false }: { empty?: boolean } = {}): void {
  describe(`the ${area.id} area the shell mounts`, () => {
    it('names a prefix for every one of its routes, so the shell knows where to load it', async () => {
      const routes = await area.load();
      if (!empty) expect(routes.length).toBeGreaterThan(0);
      const outside = paths(routes).filter((path) => !area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
      expect(outside).toEqual([]);
    });

    it('carries the access of its routes', async () => {
      for (const route of await area.load()) {
        const access = (route.handle as { access?: unknown } | undefined)?.access;
        if (access) expect(access).toEqual(area.access);
      }
    });
  });
}
