import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AdminDashboardScreen = lazy(() => import('./dashboard/admin-dashboard-screen.tsx'));

const admin = (title: string): RouteHandle => ({ access: { auth: true, role: 'admin' }, title });

/** The admin area: every route needs an admin. */
export const adminRoutes: RouteObject[] = [{ path: 'admin/dashboard', handle: admin('Admin dashboard'), element: <AdminDashboardScreen /> }];
