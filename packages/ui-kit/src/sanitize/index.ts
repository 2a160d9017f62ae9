import createDOMPurify, { type Config } from 'dompurify';

/**
 * Markup from the server (notification and announcement content, popup bodies) is written by
 * people and stored in a database: it reaches the DOM only through `sanitizeHtml`, the one
 * sanitiser of every area.
 */

// A private instance, so the link hook below cannot leak into (or be undone by) any other use of DOMPurify.
const purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window);

function isOffSite(anchor: Element): boolean {
  const href = anchor.getAttribute('href');
  if (!href) return false;
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  // Off-site links open in a new tab; no opened page may reach back to the portal (window.opener)
  // or learn which portal page linked to it.
  if (isOffSite(node)) node.setAttribute('target', '_blank');
  if (node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Inline styles and forms could dress server text up as portal UI (fake sign-in boxes, overlays).
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/**
 * Server HTML made safe for `dangerouslySetInnerHTML`: no script, no event-handler attribute, no
 * `javascript:` (or other script-running) URL; ordinary markup and links stay. Links to other
 * sites open in a new tab with `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Without a DOM DOMPurify would hand the input back untouched: fail closed instead.
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, CONFIG);
}
