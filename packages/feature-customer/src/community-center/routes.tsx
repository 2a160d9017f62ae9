import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { COMMUNITY_SECTIONS } from './sections.ts';

const CommunityLayout = lazy(() => import('./layout/community-layout.tsx'));
const InvitesScreen = lazy(() => import('./invites/invites-screen.tsx'));
const CdnScreen = lazy(() => import('./cdn/cdn-screen.tsx'));
const MismatchesScreen = lazy(() => import('./mismatched-content/mismatches-screen.tsx'));

const signedIn = (title: string): RouteHandle => ({ access: { auth: true }, title });

const [invites, cdn, mismatches] = COMMUNITY_SECTIONS;

/** `/app/community-center` and its three sections, open to every signed-in user. */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community-center',
    handle: signedIn('Community center'),
    element: <CommunityLayout />,
    children: [
      { index: true, element: <Navigate to={invites.path} replace /> },
      { path: invites.path, handle: signedIn(invites.label), element: <InvitesScreen /> },
      { path: cdn.path, handle: signedIn(cdn.label), element: <CdnScreen /> },
      { path: mismatches.path, handle: signedIn(mismatches.label), element: <MismatchesScreen /> },
    ],
  },
];
