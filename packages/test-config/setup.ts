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
