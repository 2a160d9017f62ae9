import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const RequestStatsScreen = lazy(() => withMessages(import('./stats/request-stats-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** The request lounge's statistics: a child of the requests layout (`../requests`), path relative. */
export const requestStatsRoutes: RouteObject[] = [{ path: 'stats', handle: admin(msg`Request statistics`, { menu: '/admin/requests' }), element: <RequestStatsScreen /> }];
