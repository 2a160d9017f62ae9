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

  it('allows both forms of a realtime server named by its ws(s) URL, and nothing of its path', () => {
    const connect = (url: string) => /connect-src ([^;]*)/.exec(portalContentSecurityPolicy({ realtime: [url] }))?.[1];
    expect(connect('wss://rt.example:6002/socket')).toBe("'self' https://rt.example:6002 wss://rt.example:6002");
    expect(connect('ws://127.0.0.1:6001')).toBe("'self' http://127.0.0.1:6001 ws://127.0.0.1:6001");
    expect(connect('https://rt.example')).toBe("'self' https://rt.example wss://rt.example");
  });

  it('comes with every page of the portal, not with its assets or the API', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    server = await startDemoHttpServer({ port: 0, staticDir: dist, realtimeUrl: 'http://127.0.0.1:26001' });
    const page = await fetch(`${server.url}/app/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain('ws://127.0.0.1:26001');
    const api = await fetch(`${server.url}/api/system/settings`);
    expect(api.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the realtime server set at deploy time', () => {
  const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Portal</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
  async function distWith(index = INDEX): Promise<string> {
    const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await writeFile(join(dist, 'index.html'), index);
    return dist;
  }
  const connectSources = (response: Response) => /connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
  const realtimeMeta = (html: string) => [...html.matchAll(/<meta name="portal-realtime-url" content="([^"]*)" \/>/g)].map((match) => match[1]);

  it('is written into the head of every page, and is the one realtime origin the policy allows', async () => {
    server = await startDemoHttpServer({ port: 0, staticDir: await distWith(), realtimeUrl: 'http://127.0.0.1:26001' });
    for (const path of ['/app/', '/app/index.html', '/app/dashboard', '/app/no/such/page']) {
      const page = await fetch(`${server.url}${path}`);
      const html = await page.text();
      expect(realtimeMeta(html), path).toEqual(['http://127.0.0.1:26001']);
      expect(html.indexOf('portal-realtime-url'), 'inside the head').toBeLessThan(html.indexOf('</head>'));
      expect(html.replace(/\s*<meta name="portal-realtime-url"[^>]*>/, ''), 'the page is otherwise as built').toBe(INDEX);
      expect(connectSources(page), path).toEqual(["'self'", 'http://127.0.0.1:26001', 'ws://127.0.0.1:26001']);
    }
  });

  it('reaches a browser that asks for gzip whole, with the tag', async () => {
    server = await startDemoHttpServer({ port: 0, staticDir: await distWith(), realtimeUrl: 'https://rt.example:6002' });
    const page = await fetch(`${server.url}/app/login`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(realtimeMeta(await page.text())).toEqual(['https://rt.example:6002']);
    const head = await fetch(`${server.url}/app/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(INDEX.length);
  });

  it('is escaped as an attribute, so a URL cannot write markup into the page', async () => {
    server = await startDemoHttpServer({ port: 0, staticDir: await distWith(), realtimeUrl: 'https://rt.example/"><script>x</script>' });
    const html = await (await fetch(`${server.url}/app/login`)).text();
    expect(html).not.toContain('<script>');
    expect(realtimeMeta(html)).toEqual(['https://rt.example/&#34;&#62;&#60;script&#62;x&#60;/script&#62;']);
  });

  it('goes after the doctype of a page without a head', async () => {
    server = await startDemoHttpServer({ port: 0, staticDir: await distWith('<!doctype html><title>Portal</title>'), realtimeUrl: 'http://127.0.0.1:6001' });
    expect(await (await fetch(`${server.url}/app/login`)).text()).toBe('<!doctype html><meta name="portal-realtime-url" content="http://127.0.0.1:6001" /><title>Portal</title>');
  });

  it('leaves the pages as built when none is set, and the policy allows port 8443 of the host', async () => {
    server = await startDemoHttpServer({ port: 0, staticDir: await distWith() });
    const page = await fetch(`${server.url}/app/login`);
    expect(await page.text()).toBe(INDEX);
    expect(connectSources(page)).toEqual(["'self'", 'https://127.0.0.1:8443', 'wss://127.0.0.1:8443']);
  });

  it('must be an http(s) or ws(s) URL', async () => {
    const dist = await distWith();
    for (const realtimeUrl of ['javascript:alert(1)', 'ftp://rt.example', '127.0.0.1:6001', '//rt.example', '']) {
      await expect(startDemoHttpServer({ port: 0, staticDir: dist, realtimeUrl }), realtimeUrl).rejects.toThrow('The realtime URL must be an http(s) or ws(s) URL');
    }
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
