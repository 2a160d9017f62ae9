import type { StorybookConfig } from '@storybook/react-vite';
import { cssCompilerPlugins, linguiPlugins } from '@portal/test-config/lingui';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The package has no vite.config of its own (the portal's build compiles it), so the
  // vanilla-extract plugin is added here.
  viteFinal: (viteConfig) => {
    const onwarn = viteConfig.build?.rollupOptions?.onwarn;
    return mergeConfig(viteConfig, {
      plugins: [...linguiPlugins(), vanillaExtractPlugin({ unstable_pluginFilter: cssCompilerPlugins })],
      build: {
        // Storybook's own preview bundle (React, axe for the a11y panel) is over Vite's default
        // warning size; it is a dev tool, not shipped to customers.
        chunkSizeWarningLimit: 1600,
        rollupOptions: {
          onwarn(warning, warn) {
            // Radix, sonner and cmdk mark their modules "use client" for React Server Components;
            // a client-only bundle drops the directive, which is exactly right.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (onwarn) onwarn(warning, warn);
            else warn(warning);
          },
        },
      },
    });
  },
};

export default config;
