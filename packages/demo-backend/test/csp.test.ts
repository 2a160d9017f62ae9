// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { portalContentSecurityPolicy, startDemoHttpServer, type DemoHttpServer } from '../src/http-server.ts';

let server: DemoHttpServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe("the portal's Content-Security-Policy", () => {
  it('allows scripts from the portal only, no plugins, no framing, and the realtime server by its https and wss forms', () => {
    const policy = portalContentSecurityPolicy({ realtime: ['https://realtime.example.com:8443', 'http://127.0.0.1:26001'] });
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://realtime.example.com:8443', 'wss://realtime.example.com:8443', 'http://127.0.0.1:26001', 'ws://127.0.0.1:26001']);
  });

  it('comes with every page of the portal, not with its assets or the API', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    server = await startDemoHttpServer({ port: 0, staticDir: dist, realtimeOrigins: ['http://127.0.0.1:26001'] });
    const page = await fetch(`${server.url}/app/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain('ws://127.0.0.1:26001');
    const api = await fetch(`${server.url}/api/system/settings`);
    expect(api.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the pages and assets as a production host serves them', () => {
  it('gzips text files for a browser that accepts it', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>Portal</title>${'<p>text</p>'.repeat(200)}`);
    server = await startDemoHttpServer({ port: 0, staticDir: dist });
    const page = await fetch(`${server.url}/app/login`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('<title>Portal</title>');
  });
});
