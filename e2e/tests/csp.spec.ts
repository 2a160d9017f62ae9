import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PORTAL_DIST, watchPage } from './support.ts';

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

test.describe('the Content-Security-Policy', () => {
  for (const path of ['/app/', '/app/login', '/app/dashboard', '/app/admin/system/init/start', '/app/no/such/page']) {
    test(`is sent with ${path}, strict for scripts, objects, the base and framing`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const policy = directives(response.headers()['content-security-policy'] ?? '');

      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      // The same origin, and the realtime server a build without VITE_REALTIME_URL looks for on this host.
      const host = new URL(baseURL!).hostname;
      const connect = policy.get('connect-src') ?? [];
      expect(connect).toContain("'self'");
      expect(connect.filter((source) => source !== "'self'").sort()).toEqual([`https://${host}:8443`, `wss://${host}:8443`]);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('the built page has no inline script for the policy to allow', () => {
    const html = readFileSync(join(PORTAL_DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'every script is a file').toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });

  test('is live: an inline script injected into the page is refused, and the portal itself breaks no rule', async ({ page }) => {
    const watched = await watchPage(page);
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(watched.cspViolations, 'the portal’s own page').toEqual([]);

    const ran = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
      });
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true;';
      document.head.append(script);
      return { directive: await refused, ran: (window as { __inlineScriptRan?: boolean }).__inlineScriptRan === true };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', ran: false });
    await expect.poll(() => watched.cspViolations.length).toBeGreaterThan(0);
    expect(watched.cspViolations.join('\n')).toContain('script-src-elem');
  });
});
