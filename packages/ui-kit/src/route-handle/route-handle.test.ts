import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { ACCESS, breadcrumbsFrom, menuFrom, screen, screensFor, screenTitleFrom, type RouteMatchLike } from './route-handle.ts';

const invoices = msg`Invoices`;
const nodes = msg`Nodes`;

describe('screen', () => {
  it('makes the handle the shell reads: access and title, and only the parts given', () => {
    expect(screen({ title: invoices, access: ACCESS.signedIn })).toEqual({ access: { auth: true }, title: invoices });
    expect(screen({ title: nodes, access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' })).toEqual({
      access: { auth: true, role: 'admin' },
      title: nodes,
      breadcrumb: nodes,
      menu: '/admin/nodes',
    });
  });

  it("writes an area's routes with their access said once", () => {
    const tickets = msg`Tickets`;
    const allTickets = msg`All tickets`;
    expect(screensFor(ACCESS.moderator)(tickets, { breadcrumb: allTickets })).toEqual({
      access: { auth: true, role: 'moderator' },
      title: tickets,
      breadcrumb: allTickets,
    });
  });
});

const nodeOverview = msg`Node overview`;
const matches: RouteMatchLike[] = [
  { pathname: '/', handle: undefined },
  { pathname: '/admin', handle: { access: ACCESS.admin } },
  { pathname: '/admin/nodes', handle: screen({ title: nodes, access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' }) },
  {
    pathname: '/admin/nodes/7',
    params: { nodeId: '7' },
    handle: screen({ title: msg`Node`, access: ACCESS.admin, breadcrumb: (match) => `Node ${match.params?.nodeId ?? ''}` }),
  },
  { pathname: '/admin/nodes/7/', handle: screen({ title: nodeOverview, access: ACCESS.admin, breadcrumb: msg`Overview` }) },
];

describe('reading the matched routes', () => {
  it('takes the title and menu entry of the deepest route that has one', () => {
    expect(screenTitleFrom(matches)).toBe(nodeOverview);
    expect(i18n._(screenTitleFrom(matches)!)).toBe('Node overview');
    expect(menuFrom(matches)).toBe('/admin/nodes');
    expect(screenTitleFrom([{ pathname: '/', handle: 'not a handle' }])).toBeUndefined();
    // A title that is not a message (a string from before the catalogs) is not taken.
    expect(screenTitleFrom([{ pathname: '/', handle: { title: 'Nodes' } }])).toBeUndefined();
  });

  it('lists the breadcrumbs, one per address, the last one current, in the active language', () => {
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
