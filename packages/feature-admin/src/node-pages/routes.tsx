import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ScriptsScreen = lazy(() => withMessages(import('./scripts/scripts-screen.tsx')));
const RebootsScreen = lazy(() => withMessages(import('./reboots/reboots-screen.tsx')));
const ExtractionsScreen = lazy(() => withMessages(import('./extractions/extractions-screen.tsx')));
const ImagesScreen = lazy(() => withMessages(import('./images/images-screen.tsx')));
const ContainerScreen = lazy(() => withMessages(import('./container/container-screen.tsx')));
const InviteScreen = lazy(() => withMessages(import('./invite/invite-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** A node's sub-pages (scripts, reboots, extractions, images) and its containers with their invites; children of the node's layout (paths relative to `/app/admin/nodes/:node`). */
export const nodePageRoutes: RouteObject[] = [
  { path: 'scripts', handle: admin(msg`Scripts`, { breadcrumb: true }), element: <ScriptsScreen /> },
  { path: 'reboots', handle: admin(msg`Reboots`, { breadcrumb: true }), element: <RebootsScreen /> },
  { path: 'extractions', handle: admin(msg`Extractions`, { breadcrumb: true }), element: <ExtractionsScreen /> },
  { path: 'images', handle: admin(msg`Images`, { breadcrumb: true }), element: <ImagesScreen /> },
  { path: 'container/:container', handle: admin(msg`Container`, { breadcrumb: true }), element: <ContainerScreen /> },
  { path: 'container/:container/invites/:invite', handle: admin(msg`Invite`, { breadcrumb: true }), element: <InviteScreen /> },
];
