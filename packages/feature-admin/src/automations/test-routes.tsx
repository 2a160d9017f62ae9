import type { RouteObject } from 'react-router';
import { automationRoutes } from './routes.tsx';

/**
 * The pages as the integrations layout mounts them, without the layout: a parent route that only
 * renders its child, so a page's tests see the page alone.
 */
export const automationsForTests: RouteObject[] = [{ path: 'admin/integrations', children: automationRoutes }];
