// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_PORT } from './constants.ts';
import { REALTIME_URL_META, realtimeUrlFromEnv, resolveRealtimeUrl } from './url.ts';

describe('resolveRealtimeUrl', () => {
  it('uses the realtime URL override above every other rule', () => {
    expect(
      resolveRealtimeUrl({
        hostname: 'alice.hosted.example',
        realtimeUrl: 'http://127.0.0.1:6001',
        tenantDomainSuffix: '.hosted.example',
        defaultHost: 'realtime.example',
      }),
    ).toBe('http://127.0.0.1:6001');
  });

  it('connects to the current host on port 8443 when it is a hosted-tenant domain', () => {
    expect(
      resolveRealtimeUrl({ hostname: 'alice.hosted.example', tenantDomainSuffix: '.hosted.example', defaultHost: 'realtime.example' }),
    ).toBe('https://alice.hosted.example:8443');
    expect(REALTIME_PORT).toBe(8443);
  });

  it('connects to the default host on port 8443 from any other domain', () => {
    expect(
      resolveRealtimeUrl({ hostname: 'portal.reseller.example', tenantDomainSuffix: '.hosted.example', defaultHost: 'realtime.example' }),
    ).toBe('https://realtime.example:8443');
  });

  it('falls back to the current host when no default host is configured', () => {
    expect(resolveRealtimeUrl({ hostname: 'portal.example', tenantDomainSuffix: '.hosted.example' })).toBe(
      'https://portal.example:8443',
    );
    expect(resolveRealtimeUrl({ hostname: 'portal.example' })).toBe('https://portal.example:8443');
  });

  it('treats empty build variables as unset (an empty suffix would match every host)', () => {
    expect(
      resolveRealtimeUrl({ hostname: 'portal.example', realtimeUrl: '', tenantDomainSuffix: ' ', defaultHost: 'realtime.example' }),
    ).toBe('https://realtime.example:8443');
    expect(resolveRealtimeUrl({ hostname: 'portal.example', defaultHost: '' })).toBe('https://portal.example:8443');
  });

  it('matches the tenant suffix regardless of letter case', () => {
    expect(resolveRealtimeUrl({ hostname: 'Alice.Hosted.Example', tenantDomainSuffix: '.hosted.example', defaultHost: 'rt.example' })).toBe(
      'https://alice.hosted.example:8443',
    );
  });
});

describe('resolveRealtimeUrl with the page’s realtime URL (set at deploy time)', () => {
  const rules = { hostname: 'alice.hosted.example', realtimeUrl: 'http://127.0.0.1:6001', tenantDomainSuffix: '.hosted.example', defaultHost: 'realtime.example' };

  it('connects where the page says, above the build’s override and the host rule', () => {
    expect(resolveRealtimeUrl({ ...rules, pageUrl: 'https://rt.reseller.example:6002' })).toBe('https://rt.reseller.example:6002');
    expect(resolveRealtimeUrl({ ...rules, pageUrl: ' http://127.0.0.1:26001 ' })).toBe('http://127.0.0.1:26001');
    expect(resolveRealtimeUrl({ ...rules, pageUrl: 'wss://rt.example' })).toBe('wss://rt.example');
    expect(resolveRealtimeUrl({ ...rules, pageUrl: 'ws://127.0.0.1:6001' })).toBe('ws://127.0.0.1:6001');
  });

  it('follows the build’s rule when the page names none', () => {
    for (const pageUrl of [undefined, null, '', '   ']) {
      expect(resolveRealtimeUrl({ ...rules, pageUrl })).toBe('http://127.0.0.1:6001');
      expect(resolveRealtimeUrl({ ...rules, realtimeUrl: '', pageUrl })).toBe('https://alice.hosted.example:8443');
    }
  });

  it('ignores, with a warning, a page URL that is not http(s) or ws(s), and follows the build’s rule', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const pageUrl of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://rt.example', 'file:///etc/passwd', '//rt.example:6001', 'rt.example:6001', '/socket', 'not a url', 'http://']) {
      warn.mockClear();
      expect(resolveRealtimeUrl({ ...rules, realtimeUrl: '', pageUrl })).toBe('https://alice.hosted.example:8443');
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toContain(`meta ${REALTIME_URL_META}`);
    }
    warn.mockRestore();
  });
});

describe('realtimeUrlFromEnv', () => {
  it('applies the rule to the build variables and the page host', () => {
    vi.stubEnv('VITE_REALTIME_URL', '');
    vi.stubEnv('VITE_TENANT_DOMAIN_SUFFIX', '.hosted.example');
    vi.stubEnv('VITE_REALTIME_DEFAULT_HOST', 'realtime.example');
    // The test page is served from localhost.
    expect(realtimeUrlFromEnv()).toBe('https://realtime.example:8443');

    vi.stubEnv('VITE_TENANT_DOMAIN_SUFFIX', 'localhost');
    expect(realtimeUrlFromEnv()).toBe('https://localhost:8443');

    vi.stubEnv('VITE_REALTIME_URL', 'http://127.0.0.1:6001');
    expect(realtimeUrlFromEnv()).toBe('http://127.0.0.1:6001');
  });
});

describe('realtimeUrlFromEnv reads the page’s meta tag', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll(`meta[name="${REALTIME_URL_META}"]`)) meta.remove();
    vi.unstubAllEnvs();
  });

  function addMeta(parent: HTMLElement, content: string) {
    const meta = document.createElement('meta');
    meta.name = REALTIME_URL_META;
    meta.content = content;
    parent.append(meta);
  }

  it('connects where the head’s tag says, above VITE_REALTIME_URL', () => {
    vi.stubEnv('VITE_REALTIME_URL', 'http://127.0.0.1:6001');
    addMeta(document.head, 'http://127.0.0.1:26001');
    expect(realtimeUrlFromEnv()).toBe('http://127.0.0.1:26001');
  });

  it('keeps VITE_REALTIME_URL when the page has no tag, or an empty one', () => {
    vi.stubEnv('VITE_REALTIME_URL', 'http://127.0.0.1:6001');
    expect(realtimeUrlFromEnv()).toBe('http://127.0.0.1:6001');
    addMeta(document.head, '');
    expect(realtimeUrlFromEnv()).toBe('http://127.0.0.1:6001');
  });

  it('does not take a tag from the body: only the served page’s head names the server', () => {
    vi.stubEnv('VITE_REALTIME_URL', '');
    vi.stubEnv('VITE_TENANT_DOMAIN_SUFFIX', '');
    vi.stubEnv('VITE_REALTIME_DEFAULT_HOST', '');
    addMeta(document.body, 'https://elsewhere.example:6001');
    expect(realtimeUrlFromEnv()).toBe('https://localhost:8443');
  });

  it('falls back to the build’s rule when the head’s tag is not an http(s) or ws(s) URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('VITE_REALTIME_URL', '');
    vi.stubEnv('VITE_TENANT_DOMAIN_SUFFIX', '');
    vi.stubEnv('VITE_REALTIME_DEFAULT_HOST', 'realtime.example');
    addMeta(document.head, 'javascript:alert(1)');
    expect(realtimeUrlFromEnv()).toBe('https://realtime.example:8443');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
