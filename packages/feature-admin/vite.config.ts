import { harnessViteConfig } from '@portal/dev-harness/vite';
import { defineConfig } from 'vite';

export default defineConfig(harnessViteConfig({ title: 'Admin area', port: 5184 }));
