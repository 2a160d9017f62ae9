import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig();
