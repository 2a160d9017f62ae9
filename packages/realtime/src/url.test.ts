import { describe, expect, it, vi } from 'vitest';
import { REALTIME_PORT } from './constants.ts';
import { realtimeUrlFromEnv, resolveRealtimeUrl } from './url.ts';

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
