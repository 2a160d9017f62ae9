import { createBrowserRouter } from 'react-router';
import { BASENAME } from './guard.ts';
import { bindAreas } from './areas.tsx';
import { isolateScreens, portalRoutes } from './routes.tsx';

export function createPortalRouter() {
  const router = createBrowserRouter(portalRoutes, { basename: BASENAME });
  bindAreas(router, isolateScreens);
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
