import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const RequestedTrialsScreen = lazy(() => withMessages(import('./list/requested-trials-screen.tsx')));
const RequestedTrialScreen = lazy(() => withMessages(import('./detail/requested-trial-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/requested-trials`: trial requests to approve or reject. */
export const requestedTrialRoutes: RouteObject[] = [
  { path: 'admin/requested-trials', handle: admin(msg`Requested trials`), element: <RequestedTrialsScreen /> },
  { path: 'admin/requested-trials/:id', handle: admin(msg`Trial request`, { menu: '/admin/requested-trials' }), element: <RequestedTrialScreen /> },
];
