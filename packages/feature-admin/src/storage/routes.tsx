import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const StorageLayout = lazy(() => withMessages(import('./layout/storage-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/storage-overview-screen.tsx')));
const MountsScreen = lazy(() => withMessages(import('./mounts/mounts-screen.tsx')));
const MountPathsScreen = lazy(() => withMessages(import('./mount-paths/mount-paths-screen.tsx')));
const LibraryPathsScreen = lazy(() => withMessages(import('./library-paths/library-paths-screen.tsx')));
const DeploymentPathsScreen = lazy(() => withMessages(import('./deployment-paths/deployment-paths-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/storage' } as const;

/** Storage: a layout with the mounts and the paths that deployments and libraries use. */
export const storageRoutes: RouteObject[] = [
  {
    path: 'admin/storage',
    handle: admin(msg`Storage`, { breadcrumb: true, ...MENU }),
    element: <StorageLayout />,
    children: [
      { index: true, handle: admin(msg`Storage`, MENU), element: <OverviewScreen /> },
      { path: 'mounts', handle: admin(msg`Mounts`, { breadcrumb: true, ...MENU }), element: <MountsScreen /> },
      { path: 'mount-paths', handle: admin(msg`Mount paths`, { breadcrumb: true, ...MENU }), element: <MountPathsScreen /> },
      { path: 'library-paths', handle: admin(msg`Library paths`, { breadcrumb: true, ...MENU }), element: <LibraryPathsScreen /> },
      { path: 'deployment-paths', handle: admin(msg`Deployment paths`, { breadcrumb: true, ...MENU }), element: <DeploymentPathsScreen /> },
    ],
  },
];
