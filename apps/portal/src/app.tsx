import { RealtimeProvider, type RealtimeBus } from '@portal/realtime';
import { ThemeProvider } from '@portal/ui-kit/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { PortalRouter } from './router/router.tsx';
// Loaded with the app, not with the dialogs: errors raised during start-up must not be lost.
import './shell/alerts-store.ts';
import { BootGate } from './shell/boot-gate.tsx';
import { RealtimeLifecycle } from './shell/realtime-lifecycle.tsx';
import { SessionEvents } from './shell/session-events.tsx';

export function App({ queryClient, router, bus }: { queryClient: QueryClient; router: PortalRouter; bus: RealtimeBus }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RealtimeProvider bus={bus}>
          <RealtimeLifecycle />
          <SessionEvents router={router} />
          <BootGate>
            <RouterProvider router={router} />
          </BootGate>
        </RealtimeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
