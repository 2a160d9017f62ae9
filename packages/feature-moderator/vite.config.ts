import { harnessViteConfig } from '@portal/dev-harness/vite';
import { defineConfig } from 'vite';

export default defineConfig(harnessViteConfig({ title: 'Moderator area', port: 5183 }));
