import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { LanguageSelect } from '@portal/ui-kit/i18n';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { MainMenu } from './menu/main-menu.tsx';
import { menuStore, setMobileMenu } from './menu/menu-store.ts';
import * as menuStyles from './menu/menu.css.ts';
import * as styles from './shell.css.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The collapsible menu of narrow screens: who is signed in, the menu, notifications, settings,
 * the language and sign out (the account menu is not shown on a phone). It closes on navigation
 * and on Escape.
 */
export function MobileMenu() {
  const open = useStore(menuStore, (state) => state.mobileOpen);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { t } = useLingui();

  useEffect(() => setMobileMenu(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileMenu(false);
      document.getElementById(`${MOBILE_MENU_ID}-button`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div id={MOBILE_MENU_ID} className={styles.mobileMenu} hidden={!open}>
      {user ? (
        <p className={styles.mobileUser}>
          <span className={styles.menuName}>{user.name}</span>
          <span className={styles.menuEmail}>{user.email}</span>
        </p>
      ) : null}
      <MainMenu label={t`Menu`} />
      {user ? (
        <ul className={styles.mobileAccount}>
          <li>
            <Link className={menuStyles.link} to="/notifications/all">
              <Trans>Notifications</Trans>
            </Link>
          </li>
          <li>
            <Link className={menuStyles.link} to="/settings">
              <Trans>Account settings</Trans>
            </Link>
          </li>
          <li className={styles.mobileLanguage}>
            <LanguageSelect />
          </li>
          <li>
            <Link className={menuStyles.link} to="/logout">
              <Trans>Sign out</Trans>
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

export function MobileMenuButton() {
  const open = useStore(menuStore, (state) => state.mobileOpen);
  const { t } = useLingui();
  return (
    <button
      id={`${MOBILE_MENU_ID}-button`}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => setMobileMenu(!open)}
    >
      {open ? t`Close menu` : t`Menu`}
    </button>
  );
}
