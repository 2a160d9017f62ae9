import { EventEmitter } from 'node:events';
import { afterEach, vi } from 'vitest';

// Both projects load this file: `dom` (jsdom) and `node`, where there is no DOM to prepare or clean
// and Testing Library is not even loaded.
const dom = typeof window !== 'undefined';

// msw adds an abort listener per request to one shared signal; a busy test file passes Node's
// default warning threshold (and a few hundred requests) without leaking anything.
EventEmitter.defaultMaxListeners = 1000;

// This file runs before each test file. Files that share a worker (`isolate: false`) share its
// timers too: each starts on the real clock, whatever the last one left.
vi.useRealTimers();

// A test's stubbed globals, environment variables and spies go back at its end. Vitest's
// `unstubGlobals` (and `unstubEnvs`, `restoreMocks`) puts them back only before the next test,
// which after a file's last test is the first test of the next file in the worker, after that
// file's `beforeAll`: a `fetch` stubbed by the last test of one file came back over the msw
// server the next file had started, whose calls then went to the network (ECONNREFUSED) for the
// whole file.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// A test that passed only at its second try (`retry` in CI) says so in the JSON report, whose
// summary lists it under "Passed only at the second try".
afterEach(({ task }) => {
  const retries = task.result?.retryCount ?? 0;
  if (retries > 0) task.meta.retries = retries;
});

if (dom) {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // jsdom has no layout: it does not scroll (screens scroll to the top on navigation; cmdk scrolls
  // the highlighted entry into view), has no pointer capture and no ResizeObserver (cmdk measures
  // its list).
  window.scrollTo = () => {};
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
  // sonner captures the pointer when a toast is pressed (for swiping).
  if (!('setPointerCapture' in Element.prototype)) {
    Object.assign(Element.prototype, { setPointerCapture() {}, releasePointerCapture() {}, hasPointerCapture: () => false });
  }
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // React's development build records where each element was created (an `Error` and a console
  // task), so that a warning can name the component that rendered it; past 10,000 elements in one
  // render it gives every further element one shared record instead. Tests render whole screens
  // thousands of times: the recording took a fifth of the route-level fault matrix's processor time
  // and a tenth of an area's tests. Here every element gets the shared record from the start.
  // Warnings still come, with their component stack. `PORTAL_TEST_OWNER_STACKS=1` keeps React's own.
  if (process.env.PORTAL_TEST_OWNER_STACKS !== '1') {
    const react = (await import('react')) as unknown as Record<string, unknown> & { default?: Record<string, unknown> };
    const internals = (react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE ?? react.default?.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE) as
      | object
      | undefined;
    // A React without the counter (another version) keeps its own records.
    if (internals && 'recentlyCreatedOwnerStacks' in internals) {
      Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} });
    }
  }

  // Screens load lazily; their first import in a test run includes the transform, which can take
  // longer than Testing Library's default second on a busy machine, and in CI the unit tests share
  // two cores with the browser tests.
  configure({ asyncUtilTimeout: process.env.CI ? 20_000 : 8000 });

  afterEach(() => {
    cleanup();
    try {
      window.localStorage.clear();
    } catch {
      // A test may have made storage unavailable on purpose.
    }
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
}
