import { sharedConfig } from '@portal/test-config/vitest';

// One worker, as every package's run beside another: the portal's files share that worker's
// modules (`isolate: false`), and spread over two workers a leak between its files shows. A file
// that follows some other file there makes requests that reach no handler (ECONNREFUSED :3000):
// fault-matrix-1 in one order, screen-isolation in another. Until that leak is found the run stays
// in one worker, in the order that passes.
export default sharedConfig(
  {},
  {
    domFiles: ['test/boot-script.test.ts', 'src/shell/search/sections.test.ts'],
    // Its requests reached no handler (ECONNREFUSED) after another file of its worker: it runs with
    // modules of its own until that leak between files is found.
    isolatedFiles: ['src/shell/screen-isolation.test.tsx'],
  },
);
