import type { RouteObject } from 'react-router';
import { appOperationsRoutes } from '../routes.tsx';

/**
 * The pages as the System Settings layout mounts them, without the layout: a parent route that
 * only renders its child, so a page's tests see the page alone.
 */
export const appOperationsForTests: RouteObject[] = [{ path: 'admin/app-management', children: appOperationsRoutes }];
