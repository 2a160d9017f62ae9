/**
 * A web address from an answer (`server.url`, `pay_url`, `checkout_url`, `ombi_url` …), or null.
 * Only http(s) addresses may become links: anything else (a `javascript:` or `data:` URL above
 * all, or text that is no address) is dropped rather than rendered.
 */
export function safeWebUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The address as it came, for an `href`, when it passes the check; otherwise undefined. */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && safeWebUrl(url) ? url : undefined;
}
