import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import * as styles from './settings.css.ts';

export const SETTINGS_SECTIONS = [
  { path: 'user', label: msg`Profile & password` },
  { path: 'server', label: msg`Server preferences` },
  { path: 'user-management', label: msg`User management` },
  { path: 'cdn-host', label: msg`CDN host` },
] as const;

/** The settings' sections; the open one carries aria-current="page". */
export function SettingsNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Account settings`}>
      <ul className={styles.navList}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={`/settings/${section.path}`} className={styles.navLink}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
