import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const SettingsLayout = lazy(() => import('./layout/settings-layout.tsx'));
const UserSettingsScreen = lazy(() => import('./user/user-settings-screen.tsx'));
const ServerSettingsScreen = lazy(() => import('./server/server-settings-screen.tsx'));
const UserManagementScreen = lazy(() => import('./user-management/user-management-screen.tsx'));
const CdnHostScreen = lazy(() => import('./cdn-host/cdn-host-screen.tsx'));

const signedIn = (title: string): RouteHandle => ({ access: { auth: true }, title });

/** `/app/settings` and its sections, open to every signed-in user. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: signedIn('Account settings'),
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="user" replace /> },
      { path: 'user', handle: signedIn('Profile & password'), element: <UserSettingsScreen /> },
      { path: 'server', handle: signedIn('Server preferences'), element: <ServerSettingsScreen /> },
      { path: 'user-management', handle: signedIn('User management'), element: <UserManagementScreen /> },
      { path: 'cdn-host', handle: signedIn('CDN host'), element: <CdnHostScreen /> },
    ],
  },
];
