import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { COMMUNITY_SECTIONS } from './sections.ts';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const CommunityLayout = lazy(() => withMessages(import('./layout/community-layout.tsx')));
const InvitesScreen = lazy(() => withMessages(import('./invites/invites-screen.tsx')));
const CdnScreen = lazy(() => withMessages(import('./cdn/cdn-screen.tsx')));
const MismatchesScreen = lazy(() => withMessages(import('./mismatched-content/mismatches-screen.tsx')));

const [invites, cdn, mismatches] = COMMUNITY_SECTIONS;

/** `/app/community-center` and its three sections, open to every signed-in user. */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community-center',
    handle: customer(msg`Community center`),
    element: <CommunityLayout />,
    children: [
      { index: true, element: <Navigate to={invites.path} replace /> },
      { path: invites.path, handle: customer(invites.label), element: <InvitesScreen /> },
      { path: cdn.path, handle: customer(cdn.label), element: <CdnScreen /> },
      { path: mismatches.path, handle: customer(mismatches.label), element: <MismatchesScreen /> },
    ],
  },
];
