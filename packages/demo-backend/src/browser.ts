import { setupWorker } from 'msw/browser';
import { persistData } from './browser/persistence.ts';
import { simulateRealtime, type RealtimeEmitter } from './browser/realtime-simulation.ts';
import { handlers } from './handlers/index.ts';
import { unknownApiRoute } from './handlers/platform.ts';
import { configureTiming, resetTiming } from './lib/runtime.ts';
import { setServerStatus } from './model/servers.ts';
import { resetDemoData } from './state.ts';

export type { RealtimeEmitter } from './browser/realtime-simulation.ts';

export interface StartDemoBackendOptions {
  /** Receives the simulated realtime events; without it the demo stays silent. */
  realtime?: RealtimeEmitter;
  /** Where the msw worker script is served; defaults to `<base>mockServiceWorker.js` (see `demoWorkerPlugin`). */
  serviceWorkerUrl?: string;
}

export interface DemoBackend {
  /** Back to the freshly seeded platform (the saved data is replaced too). */
  reset(): void;
  /** Stops answering requests and every simulated event. */
  stop(): void;
  /** Sets a server's status, as the platform's monitoring would, and tells its owner. */
  setServerStatus(serverId: number, status: 'running' | 'stopped' | 'error' | 'suspended'): void;
}

function defaultWorkerUrl(): string {
  const base = import.meta.env?.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}mockServiceWorker.js`;
}

/**
 * Runs the demo backend in the browser: a service worker answers `/api/*` from the demo data,
 * which survives reloads in localStorage, and the platform sends realtime events by itself.
 */
export async function startDemoBackend(options: StartDemoBackendOptions = {}): Promise<DemoBackend> {
  configureTiming({ latency: [150, 400], transition: [4000, 9000] });
  const persistence = persistData();
  const worker = setupWorker(...handlers, unknownApiRoute);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? defaultWorkerUrl() },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const simulation = options.realtime ? simulateRealtime(options.realtime) : null;

  return {
    reset() {
      persistence.reseed(resetDemoData);
    },
    stop() {
      simulation?.stop();
      persistence.stop();
      worker.stop();
      resetTiming();
    },
    setServerStatus(serverId, status) {
      setServerStatus(serverId, status);
    },
  };
}
