import { sharedConfig } from '@portal/test-config/vitest';

export default sharedConfig(
  {},
  {
    domFiles: ['src/common/bulk/run-bulk.test.ts', 'src/common/bulk/use-selection.test.ts'],
    // They replace route modules with `vi.mock`: other files import the real ones.
    isolatedFiles: [
      'src/integrations/layout/integrations-layout.test.tsx',
      'src/integrations/overview/integrations-overview-screen.test.tsx',
      'src/integrations/settings/integration-settings-form.test.tsx',
      'src/integrations/uptime-robot/uptime-robot-screen.test.tsx',
      'src/user-interaction/alerts/alert-editor-screen.test.tsx',
      'src/user-interaction/alerts/alerts-screen.test.tsx',
      'src/user-interaction/dynamic-content/blocks-screen.test.tsx',
      'src/user-interaction/overview/overview-screen.test.tsx',
      'src/user-interaction/popups/popups-screen.test.tsx',
    ],
  },
);
