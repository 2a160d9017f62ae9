import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const TvScheduleScreen = lazy(() => withMessages(import('./tv-schedule-screen.tsx')));

/** The upcoming episodes of the shows on the customer's servers. */
export const tvScheduleRoutes: RouteObject[] = [{ path: 'tv-schedule', handle: customer(msg`TV schedule`), element: <TvScheduleScreen /> }];
