import type { Plugin } from 'vite';

/** Serves msw's `mockServiceWorker.js` at `<base>mockServiceWorker.js` during `vite serve` only. */
export function demoWorkerPlugin(): Plugin;
