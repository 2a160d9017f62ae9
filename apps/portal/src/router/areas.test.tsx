import { makeUser, signInForTest, signOutForTest } from '@portal/api-client/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaGates, bindAreas, mayOpen, ROOT_ROUTE_ID, type PortalArea } from './areas.tsx';

afterEach(() => signOutForTest());

function fakeArea(overrides: Partial<PortalArea> = {}) {
  const routes: RouteObject[] = [
    { path: 'lounge', element: <h1>The lounge</h1> },
    { path: 'lounge/movies', element: <h1>Movies</h1> },
  ];
  const load = vi.fn(() => Promise.resolve(routes));
  return { id: 'fake', prefixes: ['lounge'], access: { auth: true }, load, ...overrides } satisfies PortalArea;
}

function renderAt(url: string, areas: PortalArea[]) {
  const router = createMemoryRouter(
    [{ id: ROOT_ROUTE_ID, path: '/', element: <Outlet />, children: [...areaGates(areas), { path: '404', element: <h1>Page not found</h1> }] }],
    { initialEntries: [url] },
  );
  bindAreas(router, (routes) => routes);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the feature areas', () => {
  it('load their route table when a user who may open them goes there, then show the screen', async () => {
    signInForTest(makeUser());
    const area = fakeArea();
    const router = renderAt('/lounge/movies?page=2', [area]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Movies' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(area.load).toHaveBeenCalledTimes(1);
  });

  it('send an address the area does not have to the 404 screen', async () => {
    signInForTest(makeUser());
    renderAt('/lounge/nothing-here', [fakeArea()]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('are not downloaded for a user who may not open them', async () => {
    signInForTest(makeUser());
    const area = fakeArea({ access: { auth: true, role: 'admin' } });
    renderAt('/lounge', [area]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(area.load).not.toHaveBeenCalled();
  });

  it('decide who may open them with the guard’s rules', () => {
    expect(mayOpen({ auth: true }, null)).toBe(false);
    expect(mayOpen({ auth: false }, null)).toBe(true);
    expect(mayOpen({ auth: true, role: 'admin' }, makeUser())).toBe(false);
    expect(mayOpen({ auth: true, role: 'admin' }, makeUser({ is_admin: true }))).toBe(true);
    expect(mayOpen({ auth: true, role: 'reseller' }, makeUser({ reseller_node: 3 }))).toBe(true);
    expect(mayOpen({ auth: true, role: 'moderator' }, makeUser({ is_moderator: true }))).toBe(true);
  });
});
