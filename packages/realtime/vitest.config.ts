import { sharedConfig } from '@portal/test-config/vitest';

// The realtime URL is read from the page's meta tags.
export default sharedConfig({}, { domFiles: ['src/url.test.ts'] });
