import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requestSetupRoutes } from '#request-setup/routes.tsx';
import { requestStatsRoutes } from '#request-stats/routes.tsx';
import { withMessages } from './catalog.ts';

const RequestsLayout = lazy(() => withMessages(import('./layout/requests-layout.tsx')));
const RequestsOverviewScreen = lazy(() => withMessages(import('./overview/requests-overview-screen.tsx')));
const ShowRequestsScreen = lazy(() => withMessages(import('./list/show-requests-screen.tsx')));
const MovieRequestsScreen = lazy(() => withMessages(import('./list/movie-requests-screen.tsx')));
const MediaReportsScreen = lazy(() => withMessages(import('./media-reports/media-reports-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/requests' } as const;

/** `/app/admin/requests`: the request lounge's administration: its layout and tab navigation, shows, movies and media reports, with the pages of `../request-setup` and `../request-stats` below it. */
export const requestRoutes: RouteObject[] = [
  {
    path: 'admin/requests',
    handle: admin(msg`Requests`, { breadcrumb: true, ...MENU }),
    element: <RequestsLayout />,
    children: [
      { index: true, handle: admin(msg`Requests`, MENU), element: <RequestsOverviewScreen /> },
      { path: 'tv-shows', handle: admin(msg`TV show requests`, MENU), element: <ShowRequestsScreen /> },
      { path: 'movies', handle: admin(msg`Movie requests`, MENU), element: <MovieRequestsScreen /> },
      { path: 'media-reports', handle: admin(msg`Media reports`, MENU), element: <MediaReportsScreen /> },
      ...requestSetupRoutes,
      ...requestStatsRoutes,
    ],
  },
];
