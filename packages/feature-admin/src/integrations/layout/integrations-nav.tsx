import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ChevronDownIcon } from '@portal/ui-kit/icons';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import * as styles from '../integrations.css.ts';
import { BASE, INTEGRATION_GROUPS, INTEGRATION_PAGES } from '../pages.ts';

/**
 * The links to every integration, grouped by kind. On a phone they fold behind a button that
 * names the open page; from laptop width up they stand beside it.
 */
export function IntegrationsNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const current = INTEGRATION_PAGES.find((page) => pathname.includes(`${BASE}/${page.key}`));
  const currentName = current ? t(current.name) : t`Overview`;

  // A link followed closes the folded menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={styles.nav}>
      <Button variant="secondary" className={styles.navToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {t`Integrations menu: ${currentName}`} <ChevronDownIcon />
      </Button>
      <nav id={id} aria-label={t`Integrations`} className={open ? styles.nav : `${styles.nav} ${styles.navCollapsed}`}>
        <ul className={styles.navList}>
          <li>
            <NavLink to={BASE} end className={styles.navLink}>
              {t`Overview`}
            </NavLink>
          </li>
        </ul>
        {INTEGRATION_GROUPS.map((group) => (
          <div key={group.id} className={styles.navGroup}>
            <p className={styles.navGroupLabel} id={`${id}-${group.id}`}>
              {t(group.label)}
            </p>
            <ul className={styles.navList} aria-labelledby={`${id}-${group.id}`}>
              {group.pages.map((page) => (
                <li key={page.key}>
                  <NavLink to={`${BASE}/${page.key}`} className={styles.navLink}>
                    {t(page.name)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
