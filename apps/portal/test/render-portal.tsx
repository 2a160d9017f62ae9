import { sessionStore, startup } from '@portal/api-client';
import { createTestQueryClient } from '@portal/api-client/testing';
import { createRealtimeBus } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../src/app.tsx';
import { bindAreas } from '../src/router/areas.tsx';
import { BASENAME } from '../src/router/guard.ts';
import { alertsStore } from '../src/shell/alerts-store.ts';
import { announcementStore } from '../src/shell/announcements/announcement-store.ts';
import { isolateScreens, portalRoutes } from '../src/router/routes.tsx';

/**
 * The whole portal as the browser runs it (routes, guard, shell, start-up), in memory at `url`,
 * against the demo backend. Put a session in place before calling it to start signed in.
 * `extraScreens` join the portal's screens, isolated like them (for tests of the shell's boundaries).
 */
export function renderPortal(url: string, { extraScreens = [] }: { extraScreens?: RouteObject[] } = {}) {
  const queryClient = createTestQueryClient();
  const [root, ...rest] = portalRoutes;
  const routes = extraScreens.length ? [{ ...root, children: [...isolateScreens(extraScreens), ...(root?.children ?? [])] } as RouteObject, ...rest] : portalRoutes;
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [url] });
  bindAreas(router, isolateScreens);
  const realtime = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: realtime.factory });
  sessionStore.setState({ ready: false });
  // These stores live as long as the page; each render here is a fresh page.
  alertsStore.setState({ queue: [], unreachable: 0 });
  announcementStore.setState({ closed: [] });
  void startup(queryClient);
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} bus={bus} />);
  /** Where the router is, basename included, as the address bar would show it. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, queryClient, realtime, bus, location };
}
