import { startDemoBackend } from '@portal/demo-backend/browser';
import type { RealtimeDriverFactory } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';

/**
 * Demo mode (`pnpm dev`): the demo backend answers the API inside the browser and simulated
 * realtime events go through the same bus a real server would feed.
 */
export async function startDemo(): Promise<RealtimeDriverFactory> {
  const realtime = createFakeRealtimeDriver();
  await startDemoBackend({ realtime, serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
  return realtime.factory;
}
