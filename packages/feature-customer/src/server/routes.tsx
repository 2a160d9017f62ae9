import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';

const ServerScreen = lazy(() => import('./server-screen.tsx'));

/** The server page; the dashboard's cards link here. */
export const serverRoutes: RouteObject[] = [{ path: 'dashboard/:server', handle: customer(msg`Server`), element: <ServerScreen /> }];
