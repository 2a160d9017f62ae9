import type { RouteObject } from 'react-router';
import { nodePageRoutes } from './routes.tsx';

/**
 * The node pages as the node's layout mounts them, without the layout: a parent route that only
 * renders its child, so a page's tests see the page alone.
 */
export const nodePagesForTests: RouteObject[] = [{ path: 'admin/nodes/:node', children: nodePageRoutes }];
