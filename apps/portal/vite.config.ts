import { demoWorkerPlugin } from '@portal/demo-backend/vite';
import { themeInitScript } from '@portal/ui-kit/theme-init';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
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

/** Sets the theme before first paint, so a dark-theme user never sees a white flash. */
function themeInit(): Plugin {
  return {
    name: 'portal-theme-init',
    transformIndexHtml: (html) => html.replace('<!--theme-init-->', `<script>${themeInitScript}</script>`),
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [vanillaExtractPlugin(), react(), rootRedirect(), themeInit(), demoWorkerPlugin()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
