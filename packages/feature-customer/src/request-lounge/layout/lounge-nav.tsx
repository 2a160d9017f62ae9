import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import * as styles from '../shared/lounge.css.ts';
import { LOUNGE_SECTIONS } from '../sections.ts';

/** The lounge's lists; the current one is marked for screen readers with aria-current. */
export function LoungeNav() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Request lounge`}>
      <ul className={styles.navList}>
        {LOUNGE_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={`/request-lounge/${section.path}`} className={styles.navLink}>
              {i18n._(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
