import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';

/** The admin area: every route needs an admin. Its route table loads when an admin first goes there. */
export const adminArea: RouteArea<RouteObject> = {
  id: 'admin',
  prefixes: ['admin'],
  access: { auth: true, role: 'admin' },
  load: () => import('./routes.tsx').then((module) => module.adminRoutes),
};

export { adminKeys } from './api/keys.ts';
