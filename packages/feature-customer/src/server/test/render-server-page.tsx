import { createRealtimeBus, RealtimeProvider } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { renderRoutes } from '@portal/dev-harness/testing';
import { Toaster } from '@portal/ui-kit/toast';
import { Outlet } from 'react-router';
import { customerRoutes } from '../../routes.tsx';

/**
 * The customer routes as the portal mounts them, with what the shell adds around them: a realtime
 * bus (on a fake realtime server whose `emit` plays events) and the toaster.
 */
export function renderServerPage(url: string) {
  const realtime = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: realtime.factory, url: 'http://realtime.test' });
  bus.sync({ token: 'test-token', tenant: 'demo', isAdmin: false, isModerator: false });
  const view = renderRoutes(
    [
      {
        element: (
          <RealtimeProvider bus={bus}>
            <Outlet />
            <Toaster />
          </RealtimeProvider>
        ),
        children: customerRoutes,
      },
    ],
    { url },
  );
  return { ...view, realtime, bus };
}
