import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach } from 'vitest';

// msw adds an abort listener per request to one shared signal; a busy test file passes Node's
// default warning threshold (and a few hundred requests) without leaking anything.
EventEmitter.defaultMaxListeners = 1000;

// jsdom has no layout, so it does not implement scrolling; screens scroll to the top on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Screens load lazily; their first import in a test run includes the transform, which can take
// longer than Testing Library's default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // Node-environment tests (scripts, servers) have no DOM to clean.
  if (typeof window === 'undefined') return;
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
