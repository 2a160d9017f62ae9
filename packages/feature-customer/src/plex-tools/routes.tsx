import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const PlexToolsLayout = lazy(() => import('./layout/plex-tools-layout.tsx'));
const InvitesScreen = lazy(() => import('./invites/invites-screen.tsx'));
const SyncScreen = lazy(() => import('./sync/sync-screen.tsx'));
const CollectionsScreen = lazy(() => import('./collections/collections-screen.tsx'));
const ScanMediaScreen = lazy(() => import('./scan-media/scan-media-screen.tsx'));

const signedIn = (title: string): RouteHandle => ({ access: { auth: true }, title });

/** `/app/plex-tools` and its tools, for users with Plex and admins (others read why not). */
export const plexToolsRoutes: RouteObject[] = [
  {
    path: 'plex-tools',
    handle: signedIn('Plex tools'),
    element: <PlexToolsLayout />,
    children: [
      { index: true, element: <Navigate to="invites" replace /> },
      { path: 'invites', handle: signedIn('Plex invites'), element: <InvitesScreen /> },
      { path: 'sync', handle: signedIn('Plex sync'), element: <SyncScreen /> },
      { path: 'collections', handle: signedIn('Plex collections'), element: <CollectionsScreen /> },
      { path: 'scan-media', handle: signedIn('Scan media'), element: <ScanMediaScreen /> },
    ],
  },
];
