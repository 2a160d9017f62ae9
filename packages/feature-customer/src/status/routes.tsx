import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const StatusScreen = lazy(() => import('./status-screen.tsx'));

const handle: RouteHandle = { access: { auth: true }, title: 'Status' };

/** The platform's services and nodes, and the incidents on them. */
export const statusRoutes: RouteObject[] = [{ path: 'status', handle, element: <StatusScreen /> }];
