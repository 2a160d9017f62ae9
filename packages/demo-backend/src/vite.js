// Plain JavaScript on purpose: Vite configs import it while Vite loads them, before any
// TypeScript transform (vanilla-extract's plugin reloads the config the plain way too).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Serves msw's `mockServiceWorker.js` at `<base>mockServiceWorker.js` while `vite serve` runs.
 * The file comes straight from the installed msw, so it always matches the library's version,
 * and a production build never contains it.
 *
 * @returns {import('vite').Plugin}
 */
export function demoWorkerPlugin() {
  let base = '/';
  return {
    name: 'portal-demo-worker',
    apply: 'serve',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    configureServer(server) {
      const workerPath = require.resolve('msw/mockServiceWorker.js');
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== `${base}mockServiceWorker.js` || (request.method !== 'GET' && request.method !== 'HEAD')) {
          next();
          return;
        }
        readFile(workerPath)
          .then((script) => {
            response.statusCode = 200;
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : script);
          })
          .catch(next);
      });
    },
  };
}
