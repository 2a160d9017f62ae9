import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearFaults } from './faults/registry.ts';
import { handlers } from './handlers/index.ts';
import { restoreDemoData } from './state.ts';

/**
 * An msw server that answers every call of the API document from the demo data. The data is put
 * back to the seed's first: a file may share its worker with files that ran before it
 * (`isolate: false`), and with whatever they left behind. The first time in a worker this takes a
 * restore point (a seed or two), here while the file loads rather than in a hook with a time limit.
 */
export function createDemoServer(...extra: RequestHandler[]): SetupServer {
  restoreDemoData();
  clearFaults();
  return setupServer(...extra, ...handlers);
}

/**
 * Gives a test file the demo backend: listens before the tests (an unknown request fails the
 * test), and after each test drops the handlers a test added with `server.use()`, puts the seeded
 * data back and clears the fault rules (`setFaults()`), so tests never see each other's changes.
 */
export function setupDemoBackend(...extra: RequestHandler[]): SetupServer {
  const server = createDemoServer(...extra);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    restoreDemoData();
    clearFaults();
  });
  afterAll(() => server.close());
  return server;
}
