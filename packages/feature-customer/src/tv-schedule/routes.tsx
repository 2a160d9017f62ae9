import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const TvScheduleScreen = lazy(() => import('./tv-schedule-screen.tsx'));

const handle: RouteHandle = { access: { auth: true }, title: 'TV schedule' };

/** The upcoming episodes of the shows on the customer's servers. */
export const tvScheduleRoutes: RouteObject[] = [{ path: 'tv-schedule', handle, element: <TvScheduleScreen /> }];
