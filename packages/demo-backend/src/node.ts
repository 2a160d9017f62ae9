import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ensureSeeded } from './db/seed.ts';
import { clearFaults } from './faults/registry.ts';
import { handlers } from './handlers/index.ts';
import { resetDemoData } from './state.ts';

/** An msw server that answers every call of the API document from the demo data. */
export function createDemoServer(...extra: RequestHandler[]): SetupServer {
  ensureSeeded();
  return setupServer(...extra, ...handlers);
}

/**
 * Gives a test file the demo backend: listens before the tests (an unknown request fails the
 * test), and after each test drops the handlers a test added with `server.use()`, reseeds the
 * data and clears the fault rules (`setFaults()`), so tests never see each other's changes.
 */
export function setupDemoBackend(...extra: RequestHandler[]): SetupServer {
  const server = createDemoServer(...extra);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDemoData();
    clearFaults();
  });
  afterAll(() => server.close());
  return server;
}
