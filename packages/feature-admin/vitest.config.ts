import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig({}, { domFiles: ['src/common/bulk/run-bulk.test.ts', 'src/common/bulk/use-selection.test.ts'] });
