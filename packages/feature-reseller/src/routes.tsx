import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import type { RouteObject } from 'react-router';
import { panelRoutes } from './panel/routes.tsx';
import { shopRoutes } from './shop/routes.tsx';

// pnpm gen screen: lazy screens above this line

export const reseller = screensFor(ACCESS.reseller);

/** The reseller area (resellers and users with a reseller node). */
export const resellerRoutes: RouteObject[] = [
  ...panelRoutes,
  ...shopRoutes,
  // pnpm gen screen: routes above this line
];
