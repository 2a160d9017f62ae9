import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS_META, earlyAnswersScript, LOGIN_MODULES_META } from '../boot/early-answers.js';

function runBootScript() {
  // The script runs as the page's own classic script does: in the page, once.
  new Function(earlyAnswersScript)();
}

afterEach(() => {
  delete (window as { __portalEarly?: unknown }).__portalEarly;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/app/');
});

describe("the page's boot script", () => {
  it('asks for the system settings with the headers the client sends, keeping the answer for it', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('token', JSON.stringify('tok-1'));
    runBootScript();
    expect(fetch).toHaveBeenCalledWith('/api/system/settings', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', Authorization: 'Bearer tok-1' },
      credentials: 'same-origin',
    });
    expect((window as { __portalEarly?: Record<string, unknown> }).__portalEarly?.['/api/system/settings']).toBeInstanceOf(Promise);
  });

  it("preloads the sign-in screen's modules on a login address when nobody is signed in, and only then", () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
    const meta = document.createElement('meta');
    meta.name = LOGIN_MODULES_META;
    meta.content = '/app/assets/login-screen-a.js /app/assets/text-field-b.js';
    document.head.append(meta);

    window.history.replaceState(null, '', '/app/login');
    runBootScript();
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads()).toEqual(['/app/assets/login-screen-a.js', '/app/assets/text-field-b.js']);

    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.localStorage.setItem('token', JSON.stringify('tok-1'));
    runBootScript();
    expect(preloads()).toEqual([]);
  });

  it('preloads the start catalogs in the language the portal will choose: the stored one, else the browser’s', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
    const meta = document.createElement('meta');
    meta.name = CATALOGS_META;
    meta.content = 'de=/app/assets/de-a.js /app/assets/de-b.js;en=/app/assets/en-a.js /app/assets/en-b.js';
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const run = () => {
      document.head.innerHTML = '';
      document.head.append(meta);
      runBootScript();
      return preloads();
    };
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-AT']);
    expect(run()).toEqual(['/app/assets/de-a.js', '/app/assets/de-b.js']);
    window.localStorage.setItem('language', 'en');
    expect(run()).toEqual(['/app/assets/en-a.js', '/app/assets/en-b.js']);
    window.localStorage.setItem('language', 'en-XA');
    expect(run()).toEqual(['/app/assets/en-a.js', '/app/assets/en-b.js']);
    window.localStorage.removeItem('language');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(run()).toEqual(['/app/assets/en-a.js', '/app/assets/en-b.js']);
  });
});
