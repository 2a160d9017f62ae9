import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminArea as AREA } from './index.ts';

/** Every full path of a route table, below the basename. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [...(route.path ? [here] : []), ...paths(route.children ?? [], here)];
  });
}

describe('the area the shell mounts', () => {
  it('names a prefix for every one of its routes, so the shell knows where to load it', async () => {
    const routes = await AREA.load();
    expect(routes.length).toBeGreaterThan(0);
    const outside = paths(routes).filter((path) => !AREA.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
    expect(outside).toEqual([]);
  });

  it('carries the access of its routes', async () => {
    const routes = await AREA.load();
    for (const route of routes) {
      const access = (route.handle as { access?: unknown } | undefined)?.access;
      if (access) expect(access).toEqual(AREA.access);
    }
  });
});
