import type { ViteUserConfig } from 'vitest/config';

export function sharedConfig(overrides?: ViteUserConfig): ViteUserConfig;
