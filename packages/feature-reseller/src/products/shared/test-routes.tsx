import type { RouteObject } from 'react-router';
import { productRoutes } from '../routes.tsx';

/** The product screens below a bare `reseller-panel` parent, as the panel's layout nests them, without the layout. */
export const productTestRoutes: RouteObject[] = [{ path: 'reseller-panel', children: productRoutes }];
