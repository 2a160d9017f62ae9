import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig({ test: { environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 } });
