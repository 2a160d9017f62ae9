import { cssCompilerPlugins, linguiPlugins } from '@portal/test-config/lingui';
// Plain JavaScript on purpose: feature packages' Vite configs import it while Vite loads them.
import { demoWorkerPlugin } from '@portal/demo-backend/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

/**
 * Serves the harness page for every path under the base, so a feature package needs no
 * index.html of its own: only `dev/main.tsx`, which mounts its routes.
 *
 * @param {string} title
 * @returns {import('vite').Plugin}
 */
function harnessPage(title) {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title.replace(/[<&]/g, '')} harness</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/dev/main.tsx"></script>
  </body>
</html>`;
  return {
    name: 'portal-harness-page',
    apply: 'serve',
    configureServer(server) {
      // After Vite's own middlewares: modules and assets are served first, pages fall through here.
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.url ?? '/';
          if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) {
            next();
            return;
          }
          server
            .transformIndexHtml(url, html)
            .then((page) => {
              response.statusCode = 200;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(page);
            })
            .catch(next);
        });
      };
    },
  };
}

/**
 * The Vite config of a feature package's harness: the package's routes under `/app/`, on the
 * demo backend, with nothing of the other features.
 *
 * @param {{ title: string; port?: number }} options
 * @returns {import('vite').UserConfig}
 */
export function harnessViteConfig({ title, port }) {
  return {
    base: '/app/',
    appType: 'custom',
    plugins: [...linguiPlugins(), vanillaExtractPlugin({ unstable_pluginFilter: cssCompilerPlugins }), react(), demoWorkerPlugin(), harnessPage(title)],
    server: { port: port ?? 5180, strictPort: false, open: false },
    define: { 'import.meta.env.VITE_DEMO_BACKEND': JSON.stringify('true') },
  };
}
