import { isAdmin, isModerator, login, sessionStore, systemSettingsQuery } from '@portal/api-client';
import { createTestQueryClient } from '@portal/api-client/testing';
import { db, demoAccounts } from '@portal/demo-backend';
import { createRealtimeBus, RealtimeProvider, type RealtimeBus, type RealtimeIdentity } from '@portal/realtime';
import { createFakeRealtimeDriver, type FakeRealtimeDriver } from '@portal/realtime/testing';
import { ThemeProvider } from '@portal/ui-kit/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, useEffect, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { DemoRole } from './mount-harness.tsx';

export interface RenderRoutesOptions {
  /** The address to open, basename included (`/app/...`). */
  url: string;
  queryClient?: QueryClient;
  /**
   * A realtime bus around the routes, as the shell provides one, following the signed-in session
   * (the bus connects once a user is signed in, whatever happens before or after the render):
   * `true` for a new bus on the fake realtime server, whose `emit` the result's `realtime` offers;
   * or a bus of the test's own, made on a fake driver it keeps.
   */
  realtime?: true | RealtimeBus;
  /**
   * The clock when the routes render, for screens that show dates: from there it moves on with real
   * time, so that waiting still works. Timers (`setTimeout`, `setInterval`) are faked too, so that
   * `vi.advanceTimersByTimeAsync` moves the screens' own timers on. Real timers return when the test ends.
   */
  now?: Date | string | number;
}

/** What `renderRoutes` returns; with `realtime`, the bus, and with `realtime: true` its fake server. */
export type RenderedRoutes<Realtime extends RenderRoutesOptions['realtime'] = undefined> = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
  queryClient: QueryClient;
} & (Realtime extends true ? { realtime: FakeRealtimeDriver; bus: RealtimeBus } : Realtime extends RealtimeBus ? { bus: RealtimeBus } : unknown);

// Timers that screens use, besides the clock; React's scheduler and microtasks stay real.
const FAKED = ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

function fixClock(now: Date | string | number): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...FAKED] });
  vi.setSystemTime(now);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * Who the bus connects as: the signed-in user, on the tenant of the system settings (from the
 * cache when a test loaded them, else the demo backend's, which `/api/system/settings` answers).
 */
function sessionIdentity(queryClient: QueryClient): RealtimeIdentity | null {
  const { token, user } = sessionStore.getState();
  if (!token || !user) return null;
  const tenant = queryClient.getQueryData(systemSettingsQuery().queryKey)?.tenant ?? db.setting.getAll()[0]?.tenant ?? 'demo';
  return { token, tenant, isAdmin: isAdmin(user), isModerator: isModerator(user) };
}

/** Provides the bus and keeps it in step with the session while mounted. */
function RealtimeSession({ bus, queryClient, owned, children }: { bus: RealtimeBus; queryClient: QueryClient; owned: boolean; children: ReactNode }) {
  useEffect(() => {
    const follow = () => bus.sync(sessionIdentity(queryClient));
    follow();
    const stop = sessionStore.subscribe(follow);
    return () => {
      stop();
      // A bus made for this render goes when the render does; a test's own bus stays as it is.
      if (owned) bus.sync(null);
    };
  }, [bus, queryClient, owned]);
  return <RealtimeProvider bus={bus}>{children}</RealtimeProvider>;
}

/**
 * Renders a feature's routes as the portal mounts them (basename `/app`, the query cache, the
 * theme), at `url`. The network is the demo backend's: call `setupDemoBackend()` in the test file.
 *
 * ```tsx
 * await signInAs('customer-plex');
 * const { realtime } = renderRoutes(customerRoutes, { url: '/app/dashboard/1', realtime: true, now: '2026-03-11T12:00:00Z' });
 * act(() => realtime.emit('customer', 'cdn-enabled', { server_id: 1 }));
 * ```
 */
export function renderRoutes<const Realtime extends RenderRoutesOptions['realtime'] = undefined>(
  routes: RouteObject[],
  { url, queryClient = createTestQueryClient(), realtime, now }: RenderRoutesOptions & { realtime?: Realtime },
): RenderedRoutes<Realtime> {
  if (now !== undefined) fixClock(now);

  let fake: FakeRealtimeDriver | undefined;
  let bus: RealtimeBus | undefined;
  if (realtime === true) {
    fake = createFakeRealtimeDriver();
    bus = createRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
  } else if (realtime) {
    bus = realtime;
  }
  // Connected before the first render, so that an event emitted right after it reaches the screens.
  bus?.sync(sessionIdentity(queryClient));

  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Suspense fallback={<p>Loading the screen</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [...routes, { path: '*', element: <p>No route matches this address.</p> }],
      },
    ],
    { basename: '/app', initialEntries: [url] },
  );
  // With a fixed clock, user-event's pauses move the faked timers on instead of waiting for them.
  const user = userEvent.setup(
    now === undefined
      ? {}
      : {
          advanceTimers: (ms) => {
            if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
          },
        },
  );
  const routed = <RouterProvider router={router} />;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {bus ? (
          <RealtimeSession bus={bus} queryClient={queryClient} owned={realtime === true}>
            {routed}
          </RealtimeSession>
        ) : (
          routed
        )}
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const rendered = { ...view, router, user, queryClient, ...(bus && { bus }), ...(fake && { realtime: fake }) };
  return rendered as RenderedRoutes<Realtime>;
}

/** Signs in through the real login call, as the demo account of this role. */
export async function signInAs(role: DemoRole) {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return login({ email: account.email, password: account.password });
}
