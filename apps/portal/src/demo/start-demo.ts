import { startDemoBackend } from '@portal/demo-backend/browser';
import type { RealtimeDriverFactory } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';

/**
 * Demo mode (`pnpm dev`): the demo backend answers the API inside the browser and simulated
 * realtime events go through the same bus a real server would feed. The "Demo faults" panel
 * (bottom left) makes chosen calls fail, as does `?demo-faults=status-500:/api/customer/*`.
 */
export async function startDemo(): Promise<RealtimeDriverFactory> {
  const realtime = createFakeRealtimeDriver();
  const backend = await startDemoBackend({ realtime, serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
  void import('./demo-faults.tsx').then(({ mountDemoFaults }) => mountDemoFaults(backend));
  return realtime.factory;
}
