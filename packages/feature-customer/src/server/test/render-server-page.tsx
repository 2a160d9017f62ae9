import { renderRoutes } from '@portal/dev-harness/testing';
import { Toaster } from '@portal/ui-kit/toast';
import { Outlet } from 'react-router';
import { customerRoutes } from '#routes.tsx';

/**
 * The customer routes as the portal mounts them, with what the shell adds around them: a realtime
 * bus (on a fake realtime server whose `emit` plays events) and the toaster.
 */
export function renderServerPage(url: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: customerRoutes,
      },
    ],
    { url, realtime: true },
  );
}
