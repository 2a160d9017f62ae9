// @vitest-environment node
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessViteConfig } from './vite.js';

describe('the harness dev server', () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    // No dependency scan: the test only asks for the page and the worker, and closing mid-scan is noisy.
    server = await createServer({
      ...harnessViteConfig({ title: 'Test area' }),
      configFile: false,
      logLevel: 'silent',
      server: { port: 0 },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    const address = server.httpServer?.address();
    origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => server.close());

  it('serves the harness page for any screen under /app/', async () => {
    const response = await fetch(`${origin}/app/dashboard/7`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Test area harness</title>');
    expect(html).toContain('/dev/main.tsx');
  });

  it('serves the demo backend worker', async () => {
    const response = await fetch(`${origin}/app/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
  });
});
