import { describe, expect, it } from 'vitest';
import { ACCESS, breadcrumbsFrom, menuFrom, screen, screensFor, screenTitleFrom, type RouteMatchLike } from './route-handle.ts';

describe('screen', () => {
  it('makes the handle the shell reads: access and title, and only the parts given', () => {
    expect(screen({ title: 'Invoices', access: ACCESS.signedIn })).toEqual({ access: { auth: true }, title: 'Invoices' });
    expect(screen({ title: 'Nodes', access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' })).toEqual({
      access: { auth: true, role: 'admin' },
      title: 'Nodes',
      breadcrumb: 'Nodes',
      menu: '/admin/nodes',
    });
  });

  it("writes an area's routes with their access said once", () => {
    const moderator = screensFor(ACCESS.moderator);
    expect(moderator('Tickets', { breadcrumb: 'All tickets' })).toEqual({ access: { auth: true, role: 'moderator' }, title: 'Tickets', breadcrumb: 'All tickets' });
  });
});

const matches: RouteMatchLike[] = [
  { pathname: '/', handle: undefined },
  { pathname: '/admin', handle: { access: ACCESS.admin } },
  { pathname: '/admin/nodes', handle: screen({ title: 'Nodes', access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' }) },
  {
    pathname: '/admin/nodes/7',
    params: { nodeId: '7' },
    handle: screen({ title: 'Node', access: ACCESS.admin, breadcrumb: (match) => `Node ${match.params?.nodeId ?? ''}` }),
  },
  { pathname: '/admin/nodes/7/', handle: screen({ title: 'Node overview', access: ACCESS.admin, breadcrumb: 'Overview' }) },
];

describe('reading the matched routes', () => {
  it('takes the title and menu entry of the deepest route that has one', () => {
    expect(screenTitleFrom(matches)).toBe('Node overview');
    expect(menuFrom(matches)).toBe('/admin/nodes');
    expect(screenTitleFrom([{ pathname: '/', handle: 'not a handle' }])).toBeUndefined();
  });

  it('lists the breadcrumbs, one per address, the last one current', () => {
    expect(breadcrumbsFrom(matches)).toEqual([
      { label: 'Nodes', to: '/admin/nodes', current: false },
      { label: 'Overview', to: '/admin/nodes/7', current: true },
    ]);
  });

  it('names the current crumb with what the screen loaded', () => {
    expect(breadcrumbsFrom(matches.slice(0, 4), { current: 'node-7.fra' }).at(-1)).toEqual({ label: 'node-7.fra', to: '/admin/nodes/7', current: true });
    expect(breadcrumbsFrom(matches.slice(0, 4), { current: null }).at(-1)?.label).toBe('Node 7');
    expect(breadcrumbsFrom([])).toEqual([]);
  });
});
