import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AdminDashboardScreen = lazy(() => import('./dashboard/admin-dashboard-screen.tsx'));
// pnpm gen screen: lazy screens above this line

const admin = screensFor(ACCESS.admin);

/** The admin area: every route needs an admin. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/dashboard', handle: admin(msg`Admin dashboard`), element: <AdminDashboardScreen /> },
  // pnpm gen screen: routes above this line
];
