/** The CSRF token of the host page's `<meta name="csrf-token">`, if any. */
export function metaCsrfToken(doc: Document | undefined = globalThis.document): string | null {
  const content = doc?.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : null;
}

/** The decoded value of the `XSRF-TOKEN` cookie, if any. */
export function xsrfCookie(doc: Document | undefined = globalThis.document): string | null {
  if (!doc) return null;
  for (const part of doc.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith('XSRF-TOKEN=')) {
      try {
        return decodeURIComponent(item.slice('XSRF-TOKEN='.length));
      } catch {
        return item.slice('XSRF-TOKEN='.length);
      }
    }
  }
  return null;
}
