import type { UserConfig } from 'vite';

/** The Vite config of a feature package's harness; it also serves the harness page. */
export function harnessViteConfig(options: { title: string; port?: number }): UserConfig;
