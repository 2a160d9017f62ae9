import { harnessViteConfig } from '@portal/dev-harness/vite';
import { defineConfig } from 'vite';

export default defineConfig(harnessViteConfig({ title: 'Reseller area', port: 5182 }));
