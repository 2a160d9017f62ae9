import type { Plugin } from 'vite';

export declare function linguiPlugins(options?: { failOnMissing?: boolean }): Plugin[];

export declare const cssCompilerPlugins: (plugin: { name: string }) => boolean;
