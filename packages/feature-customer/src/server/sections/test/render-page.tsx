import { createRealtimeBus, RealtimeProvider } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { renderRoutes } from '@portal/dev-harness/testing';
import { Outlet } from 'react-router';
import { customerRoutes } from '../../../routes.tsx';

/** The customer routes with a realtime bus around them, as the shell mounts them. */
export function renderCustomerPage(url: string) {
  const realtime = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: realtime.factory, url: 'http://realtime.test' });
  bus.sync({ token: 'test-token', tenant: 'demo', isAdmin: false, isModerator: false });
  const view = renderRoutes(
    [
      {
        element: (
          <RealtimeProvider bus={bus}>
            <Outlet />
          </RealtimeProvider>
        ),
        children: customerRoutes,
      },
    ],
    { url },
  );
  return { ...view, realtime, bus };
}
