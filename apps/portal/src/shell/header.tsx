import { isAdmin, useCurrentUser } from '@portal/api-client';
import { ThemeToggle } from '@portal/ui-kit/theme';
import { NavLink } from 'react-router';
import { Brand } from './brand.tsx';
import * as styles from './shell.css.ts';

export function Header() {
  const user = useCurrentUser();
  return (
    <header className={styles.header}>
      <Brand />
      <span className={styles.headerSpacer} />
      <nav aria-label="Account" className={styles.headerNav}>
        {user ? (
          <>
            <NavLink to={isAdmin(user) ? '/admin/dashboard' : '/dashboard'} className={styles.navLink}>
              Dashboard
            </NavLink>
            <span className={styles.userName}>{user.name}</span>
            <NavLink to="/logout" className={styles.navLink}>
              Sign out
            </NavLink>
          </>
        ) : (
          <NavLink to="/login" className={styles.navLink}>
            Sign in
          </NavLink>
        )}
      </nav>
      <ThemeToggle />
    </header>
  );
}
