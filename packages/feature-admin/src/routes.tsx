import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { manualBillingRoutes } from './manual-billing/routes.tsx';
import { nodeRoutes } from './nodes/routes.tsx';
import { processRoutes } from './processes/routes.tsx';
import { productRoutes } from './products/routes.tsx';
import { requestedTrialRoutes } from './requested-trials/routes.tsx';
import { serviceRoutes } from './services/routes.tsx';
import { supportRoutes } from './support/routes.tsx';
import { userRoutes } from './users/routes.tsx';
import { requestRoutes } from './requests/routes.tsx';
import { userInteractionRoutes } from './user-interaction/routes.tsx';
import { appManagementRoutes } from './app-management/routes.tsx';
import { integrationRoutes } from './integrations/routes.tsx';
import { storageRoutes } from './storage/routes.tsx';
import { metricsRoutes } from './metrics/routes.tsx';

// The dashboard is the admin's first screen: its words are in the area's catalog, loaded with the route table.
const AdminDashboardScreen = lazy(() => import('./dashboard/admin-dashboard-screen.tsx'));
// pnpm gen screen: lazy screens above this line

const admin = screensFor(ACCESS.admin);

/**
 * The admin area: every route needs an admin. Each folder below owns its routes, its screens and
 * its catalog (a screen's messages load with its code).
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/dashboard', handle: admin(msg`Admin dashboard`), element: <AdminDashboardScreen /> },
  ...manualBillingRoutes,
  ...userRoutes,
  ...nodeRoutes,
  ...serviceRoutes,
  ...productRoutes,
  ...supportRoutes,
  ...requestedTrialRoutes,
  ...processRoutes,
  ...requestRoutes,
  ...userInteractionRoutes,
  ...appManagementRoutes,
  ...integrationRoutes,
  ...storageRoutes,
  ...metricsRoutes,
  // pnpm gen screen: routes above this line
];
