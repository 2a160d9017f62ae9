import { useLingui } from '@lingui/react/macro';
import { homePath, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { Link } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import * as styles from './shell.css.ts';

/** The logo, or the app name as text; it leads to the admin dashboard, the dashboard, or the start for guests. */
export function Brand() {
  const user = useCurrentUser();
  const settings = useSystemSettings().data;
  const { t } = useLingui();
  const name = settings?.app_name ?? t`Portal`;
  const to = user ? toRouterPath(homePath(user)) : '/';
  return (
    <Link to={to} className={styles.brand}>
      {settings?.logo.image && settings.logo.data ? <img className={styles.brandLogo} src={settings.logo.data} alt={name} /> : name}
    </Link>
  );
}
