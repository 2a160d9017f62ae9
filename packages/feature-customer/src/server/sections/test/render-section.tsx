import { api, type Server } from '@portal/api-client';
import { createTestQueryClient } from '@portal/api-client/testing';
import { createRealtimeBus, RealtimeProvider } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { ThemeProvider } from '@portal/ui-kit/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { customerServerShowResponse } from '@portal/api-client/schemas';

/** The signed-in user's server as the page hands it to its sections. */
export async function loadServer(id: number): Promise<Server> {
  return (await api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id } })).data;
}

/**
 * Renders one section of the server page as the page does (query cache, theme, realtime bus), with
 * a fake realtime server whose `emit` plays the customer channel's events.
 */
export function renderSection(Section: ComponentType<{ server: Server }>, server: Server) {
  const realtime = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: realtime.factory, url: 'http://realtime.test' });
  bus.sync({ token: 'test-token', tenant: 'demo', isAdmin: false, isModerator: false });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RealtimeProvider bus={bus}>
          <Suspense fallback={<p>Loading the section</p>}>
            <Section server={server} />
          </Suspense>
        </RealtimeProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, realtime, bus };
}
