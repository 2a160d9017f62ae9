const FALLBACK = 'en';

function supported(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    // Not a well-formed language tag.
    return false;
  }
}

/**
 * The one locale every formatter of the portal writes in: the page's `lang`, else the browser's
 * language, else English. It is read at each call, so switching the page's language is the only
 * change a language switch needs.
 */
export function getLocale(): string {
  const fromPage = typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
  if (fromPage && supported(fromPage)) return fromPage;
  const fromBrowser = typeof navigator === 'undefined' ? '' : navigator.language;
  if (fromBrowser && supported(fromBrowser)) return fromBrowser;
  return FALLBACK;
}
