import { sharedConfig } from '@portal/test-config/vitest';

// The type tests (`src/**/*.test-d.ts`) are checked by the workspace's typecheck, whose program
// includes them: a failed `expectTypeOf` or an unused `@ts-expect-error` is a compile error there.
// Vitest's own typecheck would run the compiler over the whole package a second time.

export default sharedConfig(
  {},
  {
    // The HTTP client and the session read the page: its address, cookies, storage and links.
    domFiles: ['src/http/client.test.ts', 'src/http/download.test.ts', 'src/session/session.test.ts', 'src/storage.test.ts'],
    // It leaves German active.
    isolatedFiles: ['src/i18n.test.ts'],
  },
);
