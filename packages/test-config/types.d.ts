/// <reference types="@testing-library/jest-dom/vitest" />

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the shared setup when a test passed only after this many retries. */
    retries?: number;
  }
}

export {};
