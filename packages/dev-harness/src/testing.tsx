import { login } from '@portal/api-client';
import { createTestQueryClient } from '@portal/api-client/testing';
import { demoAccounts } from '@portal/demo-backend';
import { ThemeProvider } from '@portal/ui-kit/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { DemoRole } from './mount-harness.tsx';

/**
 * Renders a feature's routes as the portal mounts them (basename `/app`, the query cache, the
 * theme), at `url`. The network is the demo backend's: call `setupDemoBackend()` in the test file.
 */
export function renderRoutes(routes: RouteObject[], { url, queryClient = createTestQueryClient() }: { url: string; queryClient?: QueryClient }) {
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
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** Signs in through the real login call, as the demo account of this role. */
export async function signInAs(role: DemoRole) {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return login({ email: account.email, password: account.password });
}
