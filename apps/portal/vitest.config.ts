import { availableParallelism } from 'node:os';
import { sharedConfig } from '@portal/test-config/vitest';

// The portal's run holds the route-level fault matrix (six files, a sixth of the routes each),
// the longest run of the unit stage, which ends alone on the machine: its files spread over every
// core rather than the half a package's run takes beside another.
export default sharedConfig(
  { test: { maxWorkers: availableParallelism() } },
  { domFiles: ['test/boot-script.test.ts', 'src/shell/search/sections.test.ts'] },
);
