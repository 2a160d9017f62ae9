import { createBrowserRouter } from 'react-router';
import { BASENAME } from './guard.ts';
import { portalRoutes } from './routes.tsx';

export function createPortalRouter() {
  return createBrowserRouter(portalRoutes, { basename: BASENAME });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
