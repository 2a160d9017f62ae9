import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './index.ts';

/** The sanitised markup as a DOM fragment, to look at what survived. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary markup and links', () => {
    const html = '<p>The backup <strong>Nightly</strong> of <em>Plex</em> finished.</p><ul><li>one</li></ul><p><a href="/app/dashboard/1">Open the server</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements and their code', () => {
    const container = parse('<p>Hello</p><script>window.hacked = true</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).toBe('<p>Hello</p>');
  });

  it('removes event-handler attributes but keeps the element', () => {
    const container = parse('<img src="x" alt="Chart" onerror="alert(1)"><a href="/app/status" onclick="steal()">Status</a><p onmouseover="x()">Hi</p>');
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Chart');
    expect(image.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('a')!.hasAttribute('onclick')).toBe(false);
    expect(container.querySelector('p')!.hasAttribute('onmouseover')).toBe(false);
    expect(container.innerHTML).not.toMatch(/\bon[a-z]+=/i);
  });

  it('drops javascript: URLs, however they are disguised, and keeps the link text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'jav&#x09;ascript:alert(1)']) {
      const link = parse(`<a href="${href}">Click</a>`).querySelector('a')!;
      expect(link.textContent).toBe('Click');
      expect(link.getAttribute('href') ?? '').not.toMatch(/script/i);
    }
  });

  it('drops script-running URLs in other places', () => {
    const container = parse('<iframe src="javascript:alert(1)"></iframe><img src="javascript:alert(1)"><svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
  });

  it('removes inline styles and forms that could dress text up as portal controls', () => {
    const container = parse('<p style="position:fixed;inset:0">Cover</p><form action="https://evil.test"><input name="password"><button>Sign in</button></form>');
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('form, input, button')).toBeNull();
    expect(container.textContent).toContain('Cover');
  });

  it('opens links to other sites in a new tab without a way back to the portal', () => {
    const link = parse('<a href="https://status.example.com/incidents">Status</a>').querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://status.example.com/incidents');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps links of the portal in the same tab', () => {
    const link = parse('<a href="/app/request-lounge/movies-4k">Browse</a>').querySelector('a')!;
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('makes a link the server opens in a new tab safe too', () => {
    const link = parse('<a href="/app/status" target="_blank" rel="opener">Status</a>').querySelector('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns nothing into an empty string', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
