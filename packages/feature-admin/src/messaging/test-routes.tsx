import type { RouteObject } from 'react-router';
import { messagingRoutes } from './routes.tsx';

/**
 * The messaging pages as the user interaction layout mounts them, without the layout: a parent
 * route that only renders its child, so a page's tests see the page alone.
 */
export const messagingForTests: RouteObject[] = [{ path: 'admin/user-interaction', children: messagingRoutes }];
