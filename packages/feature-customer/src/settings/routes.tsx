import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const SettingsLayout = lazy(() => withMessages(import('./layout/settings-layout.tsx')));
const UserSettingsScreen = lazy(() => withMessages(import('./user/user-settings-screen.tsx')));
const ServerSettingsScreen = lazy(() => withMessages(import('./server/server-settings-screen.tsx')));
const UserManagementScreen = lazy(() => withMessages(import('./user-management/user-management-screen.tsx')));
const CdnHostScreen = lazy(() => withMessages(import('./cdn-host/cdn-host-screen.tsx')));

/** `/app/settings` and its sections, open to every signed-in user. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: customer(msg`Account settings`),
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="user" replace /> },
      { path: 'user', handle: customer(msg`Profile & password`), element: <UserSettingsScreen /> },
      { path: 'server', handle: customer(msg`Server preferences`), element: <ServerSettingsScreen /> },
      { path: 'user-management', handle: customer(msg`User management`), element: <UserManagementScreen /> },
      { path: 'cdn-host', handle: customer(msg`CDN host`), element: <CdnHostScreen /> },
    ],
  },
];
