import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { NavLink } from 'react-router';
import { useStore } from 'zustand';
import { chooseAdminMenu, menuStore } from './menu-store.ts';
import { ADMIN_MENU, customerMenu, guestMenu, menuKind, type MenuLink } from './menus.ts';
import * as styles from './menu.css.ts';

function MenuItem({ item, onNavigate }: { item: MenuLink; onNavigate?: () => void }) {
  if (item.external) {
    return (
      <a className={styles.link} href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </a>
    );
  }
  // NavLink marks the current page with the class `active` and aria-current="page".
  return (
    <NavLink className={styles.link} to={item.to} onClick={onNavigate} end={item.to === '/dashboard'}>
      {item.label}
    </NavLink>
  );
}

/** Admins switch between the Admin Menu and the User Menu; the choice survives a reload. */
function MenuSwitch() {
  const choice = useStore(menuStore, (state) => state.adminChoice);
  const { t } = useLingui();
  return (
    <div className={styles.menuSwitch} role="group" aria-label={t`Menu`}>
      <button type="button" className={styles.switchButton} aria-pressed={choice === 'admin'} onClick={() => chooseAdminMenu('admin')}>
        <Trans>Admin Menu</Trans>
      </button>
      <button type="button" className={styles.switchButton} aria-pressed={choice === 'user'} onClick={() => chooseAdminMenu('user')}>
        <Trans>User Menu</Trans>
      </button>
    </div>
  );
}

/**
 * The menu of whoever is here: guest, customer or admin. It is derived from the user and the
 * system settings, so it rebuilds whenever the settings are fetched again, and it is worded anew
 * when the language changes.
 */
export function MainMenu({ onNavigate, label, inline = false }: { onNavigate?: () => void; label?: string; inline?: boolean }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSystemSettings().data;
  const choice = useStore(menuStore, (state) => state.adminChoice);
  const kind = menuKind(user, choice);
  const items = kind === 'guest' ? guestMenu(settings) : kind === 'admin' ? ADMIN_MENU : customerMenu(user!, settings);
  return (
    <nav aria-label={label ?? t`Main menu`} className={styles.nav}>
      {isAdmin(user) ? <MenuSwitch /> : null}
      <ul className={inline ? styles.inlineList : styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <MenuItem item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
