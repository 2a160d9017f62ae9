import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { appOperationsRoutes } from '#app-operations/routes.tsx';
import { withMessages } from './catalog.ts';

const AppManagementLayout = lazy(() => withMessages(import('./layout/app-management-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/app-management-overview-screen.tsx')));
const SystemScreen = lazy(() => withMessages(import('./system/system-screen.tsx')));
const DeploymentScreen = lazy(() => withMessages(import('./deployment/deployment-screen.tsx')));
const BillingScreen = lazy(() => withMessages(import('./billing/billing-screen.tsx')));
const TrialsScreen = lazy(() => withMessages(import('./trials/trials-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/app-management' } as const;

/** `/app/admin/app-management` (System Settings): its layout and tab navigation, system, deployment, products and billing, trials, with the pages of `../app-operations` below it. */
export const appManagementRoutes: RouteObject[] = [
  {
    path: 'admin/app-management',
    handle: admin(msg`System Settings`, { breadcrumb: true, ...MENU }),
    element: <AppManagementLayout />,
    children: [
      { index: true, handle: admin(msg`System Settings`, MENU), element: <OverviewScreen /> },
      { path: 'system', handle: admin(msg`System`, { breadcrumb: true, ...MENU }), element: <SystemScreen /> },
      { path: 'deployment', handle: admin(msg`Deployment`, { breadcrumb: true, ...MENU }), element: <DeploymentScreen /> },
      { path: 'products-and-billing', handle: admin(msg`Products and billing`, { breadcrumb: true, ...MENU }), element: <BillingScreen /> },
      { path: 'trials', handle: admin(msg`Trials`, { breadcrumb: true, ...MENU }), element: <TrialsScreen /> },
      ...appOperationsRoutes,
    ],
  },
];
