import { sharedConfig } from '@portal/test-config/vitest';
import { mergeConfig } from 'vitest/config';

// mergeConfig appends arrays: the shared setup runs first, then this package's DOM shims.
export default mergeConfig(sharedConfig(), { test: { setupFiles: ['./test/setup.ts'] } });
