import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig({ test: { testTimeout: 600_000, hookTimeout: 600_000 } });
