// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { startDemoHttpServer, type DemoHttpServer } from '../src/http-server.ts';
import { expectToMatchDocument } from './support/openapi.ts';

let server: DemoHttpServer;
let root: string;
let dist: string;
const INDEX = '<!doctype html><html><head><script type="module" src="/app/assets/index-4f9a1c2e.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'demo-http-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-4f9a1c2e.js'), 'console.log("portal");');
  await writeFile(join(dist, 'assets', 'index-77b0d3aa.css'), 'body{margin:0}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'secret.txt'), 'not for the web');
  server = await startDemoHttpServer({ port: 0, staticDir: dist });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => server.reset());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

async function signIn(email = 'plex@demo.test'): Promise<string> {
  const response = await get('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const body = (await response.json()) as { token: string };
  return body.token;
}

describe('the demo HTTP server', () => {
  it('listens on the address it reports', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  describe('redirects', () => {
    it('sends / to /app and /app to /app/', async () => {
      const root = await get('/');
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/app');
      const app = await get('/app?instance=okafor');
      expect(app.status).toBe(302);
      expect(app.headers.get('location')).toBe('/app/?instance=okafor');
    });
  });

  describe('the portal build', () => {
    it('serves index.html at /app/ and for every other path under it', async () => {
      for (const path of ['/app/', '/app/login', '/app/admin/users/12', '/app/impersonate/demo-impersonate-plex']) {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(INDEX);
      }
    });

    it('serves hashed assets with their content type and a long cache', async () => {
      const script = await get('/app/assets/index-4f9a1c2e.js');
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await script.text()).toBe('console.log("portal");');
      expect((await get('/app/assets/index-77b0d3aa.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    });

    it('serves other files without a long cache', async () => {
      const icon = await get('/app/favicon.svg');
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers a missing hashed asset with 404 rather than the page', async () => {
      expect((await get('/app/assets/index-00000000.js')).status).toBe(404);
    });

    it('never serves files outside the build', async () => {
      const response = await get('/app/%2e%2e/secret.txt');
      expect(await response.text()).not.toContain('not for the web');
    });

    it('answers HEAD without a body', async () => {
      const response = await get('/app/', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    });

    it('404s paths outside /app and /api', async () => {
      expect((await get('/wp-admin')).status).toBe(404);
      expect((await get('/application')).status).toBe(404);
    });
  });

  describe('the API', () => {
    it('answers through the demo handlers', async () => {
      const response = await get('/api/system/settings');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body: unknown = await response.json();
      expectToMatchDocument('get', '/api/system/settings', 200, body);
    });

    it('keeps a session across requests with the bearer token', async () => {
      const token = await signIn();
      const response = await get('/api/get-user', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data: { id: number } };
      expectToMatchDocument('get', '/api/get-user', 200, body);
      expect(body.data.id).toBe(DEMO_IDS.users.plex);
    });

    it('passes validation failures on unchanged', async () => {
      const response = await get('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      });
    });

    it('answers an unknown call like Laravel', async () => {
      const response = await get('/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'The route api/does-not-exist could not be found.' });
    });
  });

  describe('POST /__demo/reset', () => {
    it('puts the data back to the seed', async () => {
      const token = await signIn();
      const headers = { Authorization: `Bearer ${token}` };
      await get('/api/customer/notifications/mark-all-read', { headers });
      const read = (await (await get('/api/customer/notifications/count-unread', { headers })).json()) as { count: number };
      expect(read.count).toBe(0);

      const reset = await get('/__demo/reset', { method: 'POST' });
      expect(reset.status).toBe(200);

      expect((await get('/api/get-user', { headers })).status).toBe(401);
      const fresh = await signIn();
      const unread = (await (await get('/api/customer/notifications/count-unread', { headers: { Authorization: `Bearer ${fresh}` } })).json()) as { count: number };
      expect(unread.count).toBeGreaterThan(0);
    });

    it('only takes POST', async () => {
      expect((await get('/__demo/reset')).status).toBe(405);
    });
  });
});

describe('POST /__demo/uninitiate', () => {
  it('starts the system over from the set-up, until the next reset', async () => {
    const response = await get('/__demo/uninitiate', { method: 'POST' });
    expect(response.status).toBe(200);
    const settings = (await (await get('/api/system/settings')).json()) as { data: { app_initiated: boolean } };
    expect(settings.data.app_initiated).toBe(false);

    const token = await signIn('admin@demo.test');
    const state = await get('/api/admin/system/init', { headers: { Authorization: `Bearer ${token}` } });
    const body: unknown = await state.json();
    expectToMatchDocument('get', '/api/admin/system/init', 200, body);
    expect((body as { data: { missing: string[] } }).data.missing).toContain('password');

    await get('/__demo/reset', { method: 'POST' });
    const again = (await (await get('/api/system/settings')).json()) as { data: { app_initiated: boolean } };
    expect(again.data.app_initiated).toBe(true);
  });

  it('only takes POST', async () => {
    expect((await get('/__demo/uninitiate')).status).toBe(405);
  });

  it('is also at hand for Node tests', async () => {
    server.uninitiate();
    const settings = (await (await get('/api/system/settings')).json()) as { data: { app_initiated: boolean } };
    expect(settings.data.app_initiated).toBe(false);
  });
});

describe('the demo HTTP server without a build', () => {
  it('serves the API and 404s the portal paths', async () => {
    const apiOnly = await startDemoHttpServer({ port: 0 });
    try {
      expect((await fetch(`${apiOnly.url}/api/system/settings`)).status).toBe(200);
      expect((await fetch(`${apiOnly.url}/app/login`)).status).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
