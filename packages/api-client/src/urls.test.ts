import { describe, expect, it } from 'vitest';
import { safeHref, safeWebUrl } from './urls.ts';

describe('addresses from answers', () => {
  it('keeps http and https addresses', () => {
    expect(safeWebUrl('https://plex-01.lon-1.mediadock.test')?.host).toBe('plex-01.lon-1.mediadock.test');
    expect(safeHref('http://10.0.0.4:32400/web')).toBe('http://10.0.0.4:32400/web');
  });

  it('drops every other scheme and anything that is no address', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/app/dashboard', 'plex.example.com', '', null, undefined]) {
      expect(safeHref(url), String(url)).toBeUndefined();
    }
  });
});
