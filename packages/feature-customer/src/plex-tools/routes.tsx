import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const PlexToolsLayout = lazy(() => withMessages(import('./layout/plex-tools-layout.tsx')));
const InvitesScreen = lazy(() => withMessages(import('./invites/invites-screen.tsx')));
const SyncScreen = lazy(() => withMessages(import('./sync/sync-screen.tsx')));
const CollectionsScreen = lazy(() => withMessages(import('./collections/collections-screen.tsx')));
const ScanMediaScreen = lazy(() => withMessages(import('./scan-media/scan-media-screen.tsx')));

/** `/app/plex-tools` and its tools, for users with Plex and admins (others read why not). */
export const plexToolsRoutes: RouteObject[] = [
  {
    path: 'plex-tools',
    handle: customer(msg`Plex tools`),
    element: <PlexToolsLayout />,
    children: [
      { index: true, element: <Navigate to="invites" replace /> },
      { path: 'invites', handle: customer(msg`Plex invites`), element: <InvitesScreen /> },
      { path: 'sync', handle: customer(msg`Plex sync`), element: <SyncScreen /> },
      { path: 'collections', handle: customer(msg`Plex collections`), element: <CollectionsScreen /> },
      { path: 'scan-media', handle: customer(msg`Scan media`), element: <ScanMediaScreen /> },
    ],
  },
];
