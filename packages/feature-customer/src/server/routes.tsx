import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const ServerScreen = lazy(() => withMessages(import('./server-screen.tsx')));

/** The server page; the dashboard's cards link here. */
export const serverRoutes: RouteObject[] = [{ path: 'dashboard/:server', handle: customer(msg`Server`), element: <ServerScreen /> }];
