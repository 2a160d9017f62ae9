// Plain JavaScript: package configs import it while Vite loads their config, before any TS transform.
import { fileURLToPath } from 'node:url';
import { cssCompilerPlugins, linguiPlugins } from './lingui.js';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('./setup.ts', import.meta.url));

/**
 * The shared test setup of every package: jsdom, Testing Library matchers, a JSON report that the
 * test command sums up, and vanilla-extract so that `.css.ts` files work in tests.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function sharedConfig(overrides = {}) {
  const base = defineConfig({
    plugins: [...linguiPlugins(), vanillaExtractPlugin({ unstable_pluginFilter: cssCompilerPlugins }), react()],
    test: {
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/app/' } },
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
      reporters: process.env.VITEST_NO_REPORT ? ['default'] : ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // CI runs the unit tests beside the browser tests on two cores.
      testTimeout: process.env.CI ? 40_000 : 15_000,
      // Beside the browser tests a test can miss its wait once; in CI it runs again before it counts as failed.
      retry: process.env.CI ? 1 : 0,
    },
  });
  return mergeConfig(base, overrides);
}
