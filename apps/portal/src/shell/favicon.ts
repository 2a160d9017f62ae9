/** Only an uploaded raster image becomes the tab's icon; anything else keeps the portal's own. */
const ICON_DATA = /^data:image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]+$/i;

export function faviconFrom(data: string | null): string | null {
  return data && ICON_DATA.test(data) ? data : null;
}

/** Points the page's icon link at the platform's icon, or back at the portal's own. */
export function applyFavicon(data: string | null): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.dataset.portalHref ??= link.getAttribute('href') ?? '';
  link.dataset.portalType ??= link.getAttribute('type') ?? '';
  const icon = faviconFrom(data);
  if (icon) {
    link.removeAttribute('type');
    link.setAttribute('href', icon);
  } else {
    link.setAttribute('href', link.dataset.portalHref);
    if (link.dataset.portalType) link.setAttribute('type', link.dataset.portalType);
  }
}
