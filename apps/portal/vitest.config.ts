import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig({}, { domFiles: ['test/boot-script.test.ts', 'src/shell/search/sections.test.ts'] });
