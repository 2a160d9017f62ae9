import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen.tsx'));

const customer = (title: string): RouteHandle => ({ access: { auth: true }, title });

/** The customer area: open to every signed-in user. */
export const customerRoutes: RouteObject[] = [{ path: 'dashboard', handle: customer('Dashboard'), element: <DashboardScreen /> }];
