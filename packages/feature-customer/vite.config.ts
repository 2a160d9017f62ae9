import { harnessViteConfig } from '@portal/dev-harness/vite';
import { defineConfig } from 'vite';

export default defineConfig(harnessViteConfig({ title: 'Customer area', port: 5181 }));
