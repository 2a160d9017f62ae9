import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const UsersScreen = lazy(() => withMessages(import('./list/users-screen.tsx')));
const UserScreen = lazy(() => withMessages(import('./detail/user-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/users` and a user's page. */
export const userRoutes: RouteObject[] = [
  {
    path: 'admin/users',
    handle: admin(msg`Users`, { breadcrumb: true, menu: '/admin/users' }),
    children: [
      { index: true, element: <UsersScreen /> },
      { path: ':user', handle: admin(msg`User`, { breadcrumb: true, menu: '/admin/users' }), element: <UserScreen /> },
    ],
  },
];
