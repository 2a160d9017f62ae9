import { useLingui } from '@lingui/react/macro';
import { homePath, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import * as styles from './shell.css.ts';

let faviconSet = false;

/** The tab's icon follows the platform's icon (after `fetch-system-settings`); its code loads only once there is one. */
function useFavicon(icon: { image: boolean; data: string | null } | undefined) {
  const data = icon?.image ? icon.data : null;
  useEffect(() => {
    if (!data && !faviconSet) return;
    faviconSet = true;
    void import('./favicon.ts').then(({ applyFavicon }) => applyFavicon(data)).catch(() => {});
  }, [data]);
}

/** The logo, or the app name as text; it leads to the admin dashboard, the dashboard, or the start for guests. */
export function Brand() {
  const user = useCurrentUser();
  const settings = useSystemSettings().data;
  const { t } = useLingui();
  const name = settings?.app_name ?? t`Portal`;
  const to = user ? toRouterPath(homePath(user)) : '/';
  useFavicon(settings?.icon);
  return (
    <Link to={to} className={styles.brand}>
      {settings?.logo.image && settings.logo.data ? <img className={styles.brandLogo} src={settings.logo.data} alt={name} /> : name}
    </Link>
  );
}
