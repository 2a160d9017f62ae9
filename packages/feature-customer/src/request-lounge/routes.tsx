import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const RequestLoungeLayout = lazy(() => withMessages(import('./layout/lounge-layout.tsx')));
const BrowseScreen = lazy(() => withMessages(import('./browse/browse-screen.tsx')));
const SubscriptionsScreen = lazy(() => withMessages(import('./subscriptions/subscriptions-screen.tsx')));
const TopPlayedScreen = lazy(() => withMessages(import('./top-played/top-played-screen.tsx')));
const MyRequestsScreen = lazy(() => withMessages(import('./my-requests/my-requests-screen.tsx')));
const MediaReportsScreen = lazy(() => withMessages(import('./media-reports/media-reports-screen.tsx')));
const LostAndFoundScreen = lazy(() => withMessages(import('./lost-and-found/lost-and-found-screen.tsx')));

/** `/app/request-lounge` and its lists, open to every signed-in user while the lounge is switched on. */
export const requestLoungeRoutes: RouteObject[] = [
  {
    path: 'request-lounge',
    handle: customer(msg`Request lounge`),
    element: <RequestLoungeLayout />,
    children: [
      { index: true, element: <Navigate to="movies" replace /> },
      { path: 'movies', handle: customer(msg`Movies`), element: <BrowseScreen kind="movies" uhd={false} /> },
      { path: 'movies-4k', handle: customer(msg`Movies in 4K`), element: <BrowseScreen kind="movies" uhd /> },
      { path: 'shows', handle: customer(msg`Shows`), element: <BrowseScreen kind="shows" uhd={false} /> },
      { path: 'shows-4k', handle: customer(msg`Shows in 4K`), element: <BrowseScreen kind="shows" uhd /> },
      { path: 'subscribed-content', handle: customer(msg`Subscribed content`), element: <SubscriptionsScreen /> },
      { path: 'top-played', handle: customer(msg`Top played`), element: <TopPlayedScreen /> },
      { path: 'my-requests', handle: customer(msg`My requests`), element: <MyRequestsScreen /> },
      { path: 'media-reports', handle: customer(msg`Media reports`), element: <MediaReportsScreen /> },
      { path: 'lost-and-found', handle: customer(msg`Lost and found`), element: <LostAndFoundScreen /> },
    ],
  },
];
