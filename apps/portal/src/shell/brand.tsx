import { useLingui } from '@lingui/react/macro';
import { homePath, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import * as styles from './shell.css.ts';

/** Only an uploaded raster image becomes the tab's icon; anything else keeps the portal's own. */
const ICON_DATA = /^data:image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]+$/i;

export function faviconFrom(icon: { image: boolean; data: string | null } | undefined): string | null {
  return icon?.image && icon.data && ICON_DATA.test(icon.data) ? icon.data : null;
}

/** The tab's icon follows the platform's icon as soon as the settings change (after `fetch-system-settings`). */
function useFavicon(icon: string | null) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.dataset.portalHref ??= link.getAttribute('href') ?? '';
    link.dataset.portalType ??= link.getAttribute('type') ?? '';
    if (icon) {
      link.removeAttribute('type');
      link.setAttribute('href', icon);
    } else {
      link.setAttribute('href', link.dataset.portalHref);
      if (link.dataset.portalType) link.setAttribute('type', link.dataset.portalType);
    }
  }, [icon]);
}

/** The logo, or the app name as text; it leads to the admin dashboard, the dashboard, or the start for guests. */
export function Brand() {
  const user = useCurrentUser();
  const settings = useSystemSettings().data;
  const { t } = useLingui();
  const name = settings?.app_name ?? t`Portal`;
  const to = user ? toRouterPath(homePath(user)) : '/';
  useFavicon(faviconFrom(settings?.icon));
  return (
    <Link to={to} className={styles.brand}>
      {settings?.logo.image && settings.logo.data ? <img className={styles.brandLogo} src={settings.logo.data} alt={name} /> : name}
    </Link>
  );
}
