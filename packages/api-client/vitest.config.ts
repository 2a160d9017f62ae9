import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig({
  test: {
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
