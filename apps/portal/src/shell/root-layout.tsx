import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin, useCurrentUser, useSession, useSystemSettings, type RouteHandle } from '@portal/api-client';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { BASENAME, mergeAccess, resolveGuard, toRouterPath } from '../router/guard.ts';
import { Footer } from './footer.tsx';
import { GlobalAlerts } from './global-alerts.tsx';
import { Header } from './header.tsx';
import { ImpersonationBar } from './impersonation-bar.tsx';
import { MainMenu } from './menu/main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ShellPiece } from './shell-piece.tsx';
import * as styles from './shell.css.ts';
import { withMessages as withProcessMessages } from './processes/catalog.ts';
import { withMessages as withRestoreSessionMessages } from './restore-session/catalog.ts';
import { withMessages as withAnnouncementMessages } from './announcements/catalog.ts';
import { withMessages as withCustomerMessages } from './customer-messages/catalog.ts';

// Shell pieces of signed-in users, loaded on their own so the login page stays small.
const AnnouncementModal = lazy(() => withAnnouncementMessages(import('./announcements/announcement-modal.tsx')));
const CustomerMessages = lazy(() => withCustomerMessages(import('./customer-messages/customer-messages.tsx')));
const RecentProcesses = lazy(() => withProcessMessages(import('./processes/recent-processes.tsx')));
const RealtimeAlerts = lazy(() => import('./alerts/realtime-alerts.tsx'));
const RestoreSessionView = lazy(() => withRestoreSessionMessages(import('./restore-session/restore-session-view.tsx')));

function useGuardRedirect(): string | null {
  const location = useLocation();
  const matches = useMatches();
  const user = useSession((state) => (state.token ? state.user : null));
  const settings = useSystemSettings().data;
  const appInitiated = settings?.app_initiated;
  const access = mergeAccess(matches.map((match) => (match.handle as RouteHandle | undefined)?.access));
  return resolveGuard({ pathname: BASENAME + location.pathname, search: location.search, access, user, appInitiated, features: settings?.features });
}

/** Names the page after its screen, and moves focus to the new screen for keyboard and screen-reader users. */
function useScreenChange(main: React.RefObject<HTMLElement | null>) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const appName = useSystemSettings().data?.app_name;
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const first = useRef(true);
  const { t } = useLingui();

  useEffect(() => {
    document.title = [title?.title ? t(title.title) : undefined, appName].filter(Boolean).join(' · ') || t`Portal`;
  }, [title, appName, t]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname, main]);
}

function ScreenFallback() {
  const { t } = useLingui();
  return (
    <div className={styles.screenFallback} role="status" aria-label={t`Loading`}>
      <SkeletonText lines={4} />
    </div>
  );
}

/** The frame of every screen, and the routing guard in front of it. */
export function RootLayout() {
  const redirect = useGuardRedirect();
  const user = useCurrentUser();
  const main = useRef<HTMLElement>(null);
  useScreenChange(main);
  if (redirect) return <Navigate to={toRouterPath(redirect)} replace />;
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <MobileMenu />
      <div className={styles.body}>
        {user ? (
          <aside className={styles.sidebar}>
            <MainMenu />
          </aside>
        ) : null}
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          {/* The admin's alerts, popup and the page's block: above the screen, loaded on their own. */}
          {user ? (
            <ShellPiece>
              <CustomerMessages />
            </ShellPiece>
          ) : null}
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <ImpersonationBar />
      {/* Each piece loads and fails on its own: the alerts listen as soon as they load, whatever else still loads. */}
      <ShellPiece>
        <GlobalAlerts />
      </ShellPiece>
      {user ? (
        <ShellPiece>
          <RealtimeAlerts />
        </ShellPiece>
      ) : null}
      {user ? (
        <ShellPiece>
          <AnnouncementModal />
        </ShellPiece>
      ) : null}
      {isAdmin(user) ? (
        <ShellPiece>
          <RecentProcesses />
        </ShellPiece>
      ) : null}
      {isAdmin(user) ? (
        <ShellPiece>
          <RestoreSessionView />
        </ShellPiece>
      ) : null}
    </div>
  );
}
