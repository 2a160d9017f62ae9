import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig(
  {},
  {
    // Formats follow the page's language; the sanitizer parses HTML with the DOM.
    domFiles: ['src/format/format.test.ts', 'src/sanitize/sanitize.test.ts'],
    // They test the modules' first state: no catalog loaded and no pseudo-locale offered yet, no toaster loaded before the first toast.
    isolatedFiles: ['src/i18n/i18n.test.tsx', 'src/toast/toaster.test.tsx'],
    // The DOM projects' setup files: the shared setup runs first, then this package's DOM shims.
    domProject: { setupFiles: ['./test/setup.ts'] },
  },
);
