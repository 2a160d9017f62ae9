import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ServerScreen = lazy(() => import('./server-screen.tsx'));

const handle: RouteHandle = { access: { auth: true }, title: 'Server' };

/** The server page; the dashboard's cards link here. */
export const serverRoutes: RouteObject[] = [{ path: 'dashboard/:server', handle, element: <ServerScreen /> }];
