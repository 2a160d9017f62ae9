import { NavLink } from 'react-router';
import * as styles from './settings.css.ts';

export const SETTINGS_SECTIONS = [
  { path: 'user', label: 'Profile & password' },
  { path: 'server', label: 'Server preferences' },
  { path: 'user-management', label: 'User management' },
  { path: 'cdn-host', label: 'CDN host' },
] as const;

/** The settings' sections; the open one carries aria-current="page". */
export function SettingsNav() {
  return (
    <nav aria-label="Account settings">
      <ul className={styles.navList}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={`/settings/${section.path}`} className={styles.navLink}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
