import type { RouteObject } from 'react-router';
import { whmcsRoutes } from '../routes.tsx';

/** The WHMCS screens below a bare `reseller-panel` parent, as the panel's layout nests them, without the layout. */
export const whmcsTestRoutes: RouteObject[] = [{ path: 'reseller-panel', children: whmcsRoutes }];
