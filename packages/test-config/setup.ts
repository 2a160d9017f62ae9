import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
