import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { integrationDockerRoutes } from '../routes.tsx';

/** Stands for the integrations layout: one page title above the open page. */
function Layout() {
  const { t } = useLingui();
  return (
    <main>
      <h1>{t`Integrations`}</h1>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** The pages as the integrations layout mounts them, under a plain parent route. */
export const dockerRoutesForTests: RouteObject[] = [{ path: 'admin/integrations', element: <Layout />, children: integrationDockerRoutes }];
