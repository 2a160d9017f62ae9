import { demoWorkerPlugin } from '@portal/demo-backend/vite';
import { themeInitScript } from '@portal/ui-kit/theme-init';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** `/` is not part of the portal: send it to `/app`, as the production host does. */
function rootRedirect(): Plugin {
  const redirect = (req: { url?: string }, res: { statusCode: number; setHeader(k: string, v: string): void; end(): void }, next: () => void) => {
    if (req.url === '/' || req.url === '/app') {
      res.statusCode = 302;
      res.setHeader('Location', '/app/');
      res.end();
      return;
    }
    next();
  };
  return {
    name: 'portal-root-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

/**
 * Sets the theme before first paint, so a dark-theme user never sees a white flash. A production
 * build serves it as a file of its own (`assets/theme-init-<hash>.js`), so the page runs under a
 * Content-Security-Policy with `script-src 'self'` and no inline script; `pnpm dev` inlines it.
 */
function themeInit(): Plugin {
  let base = '/';
  let build = false;
  let reference = '';
  return {
    name: 'portal-theme-init',
    configResolved: (config) => {
      base = config.base;
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      reference = this.emitFile({ type: 'asset', name: 'theme-init.js', source: themeInitScript });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !reference) return html.replace('<!--theme-init-->', `<script>${themeInitScript}</script>`);
        const file = Object.values(context.bundle).find((item) => item.type === 'asset' && item.names.includes('theme-init.js'));
        if (!file) throw new Error('The theme script was not emitted.');
        return html.replace('<!--theme-init-->', `<script src="${base}${file.fileName}"></script>`);
      },
    },
  };
}

/**
 * React Router publishes its production build (dev warnings compiled out) beside the default one
 * but maps no export condition to it: a production build takes it explicitly.
 */
function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = (entry: string) => join(dirname(require.resolve('react-router')), '..', 'production', entry);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [vanillaExtractPlugin(), react(), rootRedirect(), themeInit(), demoWorkerPlugin(), reactRouterProduction()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Browsers that run this build preload modules natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Every screen's answers are read with valibot and the api-client's validation runtime:
        // one chunk, fetched once, rather than pieces that each screen's chunks split between them.
        manualChunks: (id) => (/[\\/]valibot[\\/]|[\\/]api-client[\\/]src[\\/]validation[\\/]/.test(id) ? 'validation' : undefined),
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
