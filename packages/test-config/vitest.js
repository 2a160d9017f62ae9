// Plain JavaScript: package configs import it while Vite loads their config, before any TS transform.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cssCompilerPlugins, linguiPlugins } from './lingui.js';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('./setup.ts', import.meta.url));

/**
 * Test workers of one Vitest run. The test command runs the unit tests beside at most one other
 * job that needs the processor, so a run takes half the cores (one on two cores); the main
 * process, which compiles the files, takes its share beside them. `PORTAL_TEST_WORKERS` sets it:
 * not `VITEST_MAX_WORKERS`, which Vitest itself reads and puts above every configuration, so that
 * a package that sizes its run otherwise (the portal's) would be held to it.
 */
export function maxWorkers() {
  const chosen = Number.parseInt(process.env.PORTAL_TEST_WORKERS ?? '', 10);
  if (chosen > 0) return chosen;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

/** @typedef {NonNullable<import('vitest/config').ViteUserConfig['test']>} ProjectOptions */

/** Where a package keeps its tests: components (`.test.tsx`) need a DOM, the rest runs in Node. */
const NODE_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'];
const DOM_TESTS = ['src/**/*.test.tsx', 'test/**/*.test.tsx'];

/**
 * The shared test setup of every package: Testing Library matchers, a JSON report that the test
 * command sums up, and vanilla-extract so that `.css.ts` files work in tests.
 *
 * Projects: `dom` (jsdom) for the `.test.tsx` files and the `.test.ts` files listed in `domFiles`,
 * `node` for every other `.test.ts` file, which does without the cost of a DOM.
 *
 * `isolate: false` (the default) runs a project's files one after the other in one worker and one
 * module graph, with one DOM: React, Testing Library, msw and the packages under test load once
 * instead of once per file, which is most of a component test file's time. The demo backend puts
 * its data back before each file, the shared setup the DOM's page. A file that needs modules of its
 * own (`vi.mock` of a module others import too, or module state it changes for good) is listed in
 * `isolatedFiles` and runs in a project of its own with fresh modules (`node:isolated`, `dom:isolated`).
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides] merged into the shared config (every project inherits it)
 * @param {import('./vitest.d.ts').SharedConfigOptions} [options]
 */
export function sharedConfig(overrides = {}, { domFiles = [], isolatedFiles = [], isolate = false, pool = 'forks', nodeProject = {}, domProject = {} } = {}) {
  /** @param {string} file */
  const inDom = (file) => file.endsWith('.tsx') || domFiles.includes(file);
  const isolatedNode = isolatedFiles.filter((file) => !inDom(file));
  const isolatedDom = isolatedFiles.filter(inDom);
  /** @type {ProjectOptions} */
  const nodeOptions = { environment: 'node' };
  /** @type {ProjectOptions} */
  const domOptions = { environment: 'jsdom', environmentOptions: { jsdom: { url: 'http://localhost:3000/app/' } } };
  /**
   * @param {string} name
   * @param {ProjectOptions} options
   * @param {string[]} include
   * @param {string[]} exclude
   * @param {ProjectOptions} only options of this project alone
   * @returns {import('vitest/config').TestProjectInlineConfiguration}
   */
  const project = (name, options, include, exclude, only) => ({
    extends: true,
    test: mergeConfig({ ...options, name, include, exclude: [...configDefaults.exclude, ...exclude] }, only),
  });
  const projects = [
    project('node', { ...nodeOptions, isolate }, NODE_TESTS, [...domFiles, ...isolatedNode], nodeProject),
    project('dom', { ...domOptions, isolate }, [...DOM_TESTS, ...domFiles], isolatedDom, domProject),
    // The type tests (`typecheck`) run once, with the project that names them.
    ...(isolatedNode.length ? [project('node:isolated', { ...nodeOptions, isolate: true }, isolatedNode, [], mergeConfig(nodeProject, { typecheck: { enabled: false } }))] : []),
    ...(isolatedDom.length ? [project('dom:isolated', { ...domOptions, isolate: true }, isolatedDom, [], mergeConfig(domProject, { typecheck: { enabled: false } }))] : []),
  ];
  const base = defineConfig({
    plugins: [...linguiPlugins(), vanillaExtractPlugin({ unstable_pluginFilter: cssCompilerPlugins }), react()],
    test: {
      setupFiles: [setupFile],
      reporters: process.env.VITEST_NO_REPORT ? ['default'] : ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      pool,
      maxWorkers: maxWorkers(),
      // CI runs the unit tests beside the browser tests on two cores.
      testTimeout: process.env.CI ? 40_000 : 15_000,
      // Hooks that build (a package's bundle) or load a whole area of screens, beside the other
      // packages' runs: their default 10 s is a busy machine's, not a broken hook's.
      hookTimeout: process.env.CI ? 60_000 : 20_000,
      // A safety net in CI only: the test summary names every test that passed only at its second
      // try (the setup records the try in the test's meta), so it is looked at, not forgotten.
      retry: process.env.CI ? 1 : 0,
      projects,
    },
  });
  return mergeConfig(base, overrides);
}
