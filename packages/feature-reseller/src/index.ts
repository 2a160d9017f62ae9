import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';

/** The reseller area: resellers and users with a reseller node. Its route table loads when one first goes there. */
export const resellerArea: RouteArea<RouteObject> = {
  id: 'reseller',
  prefixes: ['reseller-panel', 'reseller-shop'],
  access: { auth: true, role: 'reseller' },
  load: () => import('./routes.tsx').then((module) => module.resellerRoutes),
};

export { resellerKeys } from './api/keys.ts';
