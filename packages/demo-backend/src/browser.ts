import { setupWorker } from 'msw/browser';
import { restoreFaults, storeFaults } from './browser/fault-storage.ts';
import { persistData } from './browser/persistence.ts';
import { simulateRealtime, type RealtimeEmitter } from './browser/realtime-simulation.ts';
import { defaultFaults, type FaultRule } from './faults/registry.ts';
import { handlers } from './handlers/index.ts';
import { unknownApiRoute } from './handlers/platform.ts';
import { configureTiming, resetTiming } from './lib/runtime.ts';
import { setServerStatus } from './model/servers.ts';
import { resetDemoData } from './state.ts';

export type { RealtimeEmitter } from './browser/realtime-simulation.ts';
export { FAULT_KINDS, FAULT_METHODS, DEFAULT_FAULT_PATH, type FaultKind, type FaultMethod, type FaultRule } from './faults/registry.ts';
export { FAULTS_PARAMETER, parseFaultParameter } from './faults/parameter.ts';

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
  /** Replaces the fault rules (kept for the tab's session) and answers them; throws on an invalid rule. */
  setFaults(rules: readonly FaultRule[]): FaultRule[];
  /** No faults any more, in this tab's session either. */
  clearFaults(): void;
  /** The active fault rules. */
  listFaults(): FaultRule[];
}

function defaultWorkerUrl(): string {
  const base = import.meta.env?.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}mockServiceWorker.js`;
}

/**
 * Runs the demo backend in the browser: a service worker answers `/api/*` from the demo data,
 * which survives reloads in localStorage, and the platform sends realtime events by itself.
 * Fault rules come from the page's `demo-faults` parameter (`?demo-faults=status-500:/api/customer/*`,
 * `?demo-faults=off`) or from earlier in the tab's session.
 */
export async function startDemoBackend(options: StartDemoBackendOptions = {}): Promise<DemoBackend> {
  configureTiming({ latency: [150, 400], transition: [4000, 9000] });
  restoreFaults(defaultFaults);
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
    setFaults(rules) {
      const active = defaultFaults.set(rules);
      storeFaults(active);
      return active;
    },
    clearFaults() {
      defaultFaults.clear();
      storeFaults([]);
    },
    listFaults: () => defaultFaults.list(),
  };
}
