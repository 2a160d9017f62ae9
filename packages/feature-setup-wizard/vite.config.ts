import { harnessViteConfig } from '@portal/dev-harness/vite';
import { defineConfig } from 'vite';

export default defineConfig(harnessViteConfig({ title: 'Set-up wizard', port: 5185 }));
