import type { RouteObject } from 'react-router';
import { requestSetupRoutes } from './routes.tsx';

/**
 * The request set-up pages as the requests layout mounts them, without the layout: a parent route
 * that only renders its child, so a page's tests see the page alone.
 */
export const requestSetupForTests: RouteObject[] = [{ path: 'admin/requests', children: requestSetupRoutes }];
