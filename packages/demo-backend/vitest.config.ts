import { sharedConfig } from '@portal/test-config/vitest';

// The browser side of the demo backend: its storage, its worker's faults.
export default sharedConfig({}, { domFiles: ['test/browser-faults.test.ts', 'test/browser-runtime.test.ts'] });
