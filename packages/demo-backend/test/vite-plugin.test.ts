// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkerPlugin } from '../src/vite.js';

const require = createRequire(import.meta.url);

describe('demoWorkerPlugin', () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      root: import.meta.dirname,
      base: '/app/',
      logLevel: 'silent',
      plugins: [demoWorkerPlugin()],
      server: { port: 0, host: '127.0.0.1' },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    origin = server.resolvedUrls?.local[0]?.replace(/\/app\/$/, '') ?? '';
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves msw’s worker script under the base while serving', async () => {
    const response = await fetch(`${origin}/app/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(await readFile(require.resolve('msw/mockServiceWorker.js'), 'utf8'));
  });

  it('does not take part in builds', () => {
    expect(demoWorkerPlugin().apply).toBe('serve');
  });
});
