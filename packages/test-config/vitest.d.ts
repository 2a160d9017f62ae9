/// <reference types="@testing-library/jest-dom/vitest" />
import type { ViteUserConfig } from 'vitest/config';

type ProjectOptions = NonNullable<ViteUserConfig['test']>;

export interface SharedConfigOptions {
  /** `.test.ts` files (paths) that need a DOM: they run in the `dom` project with the `.test.tsx` files. */
  domFiles?: string[];
  /**
   * Whether each test file gets fresh modules. `false` (the default): a project's files share one
   * worker, one module graph and one DOM, one after the other.
   */
  isolate?: boolean;
  /** Test files (paths, not globs) that need fresh modules of their own: they run in `node:isolated` or `dom:isolated`. */
  isolatedFiles?: string[];
  pool?: 'threads' | 'forks';
  /** Options of the `node` project only. */
  nodeProject?: ProjectOptions;
  /** Options of the `dom` project only. */
  domProject?: ProjectOptions;
}

export function maxWorkers(): number;

export function sharedConfig(overrides?: ViteUserConfig, options?: SharedConfigOptions): ViteUserConfig;
