import '@portal/ui-kit/styles';
import { isAdmin, isModerator, loadApiClientCatalog, login, logout, sessionStore, startup, systemSettingsQuery, useCurrentUser } from '@portal/api-client';
import { demoAccounts } from '@portal/demo-backend';
import { startDemoBackend } from '@portal/demo-backend/browser';
import { createRealtimeBus, RealtimeProvider } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { addCatalog, LanguageSelect, offerPseudoLocale, startLocale, type CatalogLoader } from '@portal/ui-kit/i18n';
import { ThemeProvider, ThemeToggle } from '@portal/ui-kit/theme';
import { Spinner } from '@portal/ui-kit/spinner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { HarnessAlerts } from './harness-alerts.tsx';
import * as styles from './harness.css.ts';

export type DemoRole = (typeof demoAccounts)[number]['role'];

export interface HarnessOptions {
  /** The feature package's route objects, exactly as the portal mounts them. */
  routes: RouteObject[];
  /** The demo account to sign in as. */
  role: DemoRole;
  /** Shown in the harness bar. */
  title: string;
  /** The package's catalog, so its screens speak every language of the switch. */
  catalog: CatalogLoader;
}

function accountFor(role: DemoRole) {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return account;
}

/** Links to the package's routes that need no parameters. */
function linkablePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => (route.path && !route.path.includes(':') && !route.path.includes('*') ? [route.path] : []));
}

function HarnessLayout({ title, paths }: { title: string; paths: string[] }) {
  const user = useCurrentUser();
  return (
    <div className={styles.layout}>
      <header className={styles.bar}>
        <p className={styles.title}>{title}</p>
        <nav aria-label="Screens of this package" className={styles.nav}>
          {paths.map((path) => (
            <NavLink key={path} to={`/${path}`} className={styles.link}>
              /app/{path}
            </NavLink>
          ))}
        </nav>
        <label className={styles.account}>
          Signed in as
          <select
            className={styles.select}
            value={user?.email ?? ''}
            onChange={async (event) => {
              const account = demoAccounts.find((candidate) => candidate.email === event.target.value);
              if (!account) return;
              await logout();
              await login({ email: account.email, password: account.password });
            }}
          >
            {demoAccounts.map((account) => (
              <option key={account.email} value={account.email}>
                {account.label}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <main className={styles.main}>
        <Suspense fallback={<Spinner label="Loading the screen" />}>
          <Outlet />
        </Suspense>
      </main>
      <HarnessAlerts />
    </div>
  );
}

/**
 * Serves one feature package's routes on the demo backend, signed in as the role it needs:
 * `pnpm --filter @portal/feature-<name> dev`.
 */
export async function mountHarness({ routes, role, title, catalog }: HarnessOptions): Promise<void> {
  offerPseudoLocale();
  void addCatalog('api-client', loadApiClientCatalog);
  void addCatalog('feature', catalog);
  const language = startLocale();
  const realtime = createFakeRealtimeDriver();
  await startDemoBackend({ realtime, serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await startup(queryClient);

  const account = accountFor(role);
  if (!sessionStore.getState().user) await login({ email: account.email, password: account.password });

  await language;
  const paths = linkablePaths(routes);
  const router = createBrowserRouter(
    [
      {
        path: '/',
        element: <HarnessLayout title={title} paths={paths} />,
        children: [{ index: true, element: <Navigate to={`/${paths[0] ?? ''}`} replace /> }, ...routes],
      },
    ],
    { basename: '/app' },
  );
  const bus = createRealtimeBus({ driver: realtime.factory });
  // The harness has no shell: keep the realtime identity in step with the session by hand.
  const syncRealtime = () => {
    const { token, user } = sessionStore.getState();
    const tenant = queryClient.getQueryData(systemSettingsQuery().queryKey)?.tenant;
    bus.sync(token && user && tenant ? { token, tenant, isAdmin: isAdmin(user), isModerator: isModerator(user) } : null);
  };
  sessionStore.subscribe(syncRealtime);
  syncRealtime();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RealtimeProvider bus={bus}>
            <RouterProvider router={router} />
          </RealtimeProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
