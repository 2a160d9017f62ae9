import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin, safeHref, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { ThemeToggle } from '@portal/ui-kit/theme';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from './brand.tsx';
import { MainMenu } from './menu/main-menu.tsx';
import { MobileMenuButton } from './mobile-menu.tsx';
import { ShellPiece } from './shell-piece.tsx';
import * as styles from './shell.css.ts';
import { withMessages as withNotificationMessages } from './notifications/catalog.ts';
import { withMessages as withSearchMessages } from './search/catalog.ts';

// Only signed-in users (and admins for search) get these: their code loads on its own.
const NotificationsBell = lazy(() => withNotificationMessages(import('./notifications/notifications-bell.tsx')));
const AdminSearch = lazy(() => withSearchMessages(import('./search/admin-search.tsx')));
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** The bell's stand-in when its dropdown cannot be shown: the page of all notifications. */
function BellLink() {
  return (
    <Link className={styles.navLink} to="/notifications/all">
      <Trans>Notifications</Trans>
    </Link>
  );
}

export function Header() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const settings = useSystemSettings().data;
  const adminPage = isAdmin(user) && pathname.startsWith('/admin');
  const wiki = safeHref(settings?.menu.wiki_url);
  const { t } = useLingui();

  return (
    <header className={styles.header}>
      <span className={styles.phoneOnly}>
        <MobileMenuButton />
      </span>
      <Brand />
      {!user ? (
        <span className={styles.desktopOnly}>
          <MainMenu label={t`Main menu`} inline />
        </span>
      ) : null}
      <span className={styles.headerSpacer} />
      {adminPage ? (
        <ShellPiece>
          <AdminSearch />
        </ShellPiece>
      ) : null}
      {adminPage && wiki ? (
        <a className={`${styles.navLink} ${styles.desktopOnly}`} href={wiki} target="_blank" rel="noopener noreferrer">
          <Trans>
            Wiki
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Trans>
        </a>
      ) : null}
      {user ? (
        <ShellPiece fallback={<BellLink />}>
          <NotificationsBell />
        </ShellPiece>
      ) : null}
      {user ? (
        <span className={styles.desktopOnly}>
          <ShellPiece>
            <UserMenu />
          </ShellPiece>
        </span>
      ) : null}
      <ThemeToggle />
    </header>
  );
}
