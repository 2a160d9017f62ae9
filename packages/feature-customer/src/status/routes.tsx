import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const StatusScreen = lazy(() => withMessages(import('./status-screen.tsx')));

/** The platform's services and nodes, and the incidents on them. */
export const statusRoutes: RouteObject[] = [{ path: 'status', handle: customer(msg`Status`), element: <StatusScreen /> }];
