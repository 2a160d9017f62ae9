import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Alert, type AlertTone } from '@portal/ui-kit/alert';
import { IconButton } from '@portal/ui-kit/button';
import { CloseIcon } from '@portal/ui-kit/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { dismissAlert } from './api/dismiss-alert.ts';
import { useCustomerMessages, type CustomerAlert } from './api/get-customer-messages.ts';
import { markPopupSeen } from './api/mark-popup-seen.ts';
import * as styles from './customer-messages.css.ts';

const PopupDialog = lazy(() => import('./popup-dialog.tsx'));
const PageBlock = lazy(() => import('./page-block.tsx'));

/** The banner's tone: the API's `danger` is the kit's `error`, the other levels share their names. */
const toneOf = (level: CustomerAlert['level']): AlertTone => (level === 'danger' ? 'error' : level);

/** The customer page each block key stands for (paths below the portal's basename). */
const PAGE_PATHS: Record<string, string> = {
  dashboard: '/dashboard',
  shop: '/shop',
  support: '/support',
  'community-center': '/community-center',
  'request-lounge': '/request-lounge',
  status: '/status',
  billing: '/billing',
};

/** Whether the address shows the block's page: the dashboard itself, or any screen of the other areas. */
export function isOnPage(pathname: string, page: string): boolean {
  const path = PAGE_PATHS[page];
  if (!path) return false;
  if (pathname === path || pathname === `${path}/`) return true;
  return page !== 'dashboard' && pathname.startsWith(`${path}/`);
}

/** A link of the portal (`/app/status`) moves within the app; any other opens as a plain link. */
function AlertLink({ alert }: { alert: CustomerAlert }) {
  const { t } = useLingui();
  if (!alert.link_url) return null;
  const label = alert.link_text || t`Learn more`;
  const portal = /^\/app(\/|$)/.test(alert.link_url) ? alert.link_url.slice('/app'.length) || '/' : alert.link_url.startsWith('/') && !alert.link_url.startsWith('//') ? alert.link_url : null;
  if (portal !== null) {
    return (
      <Link to={portal} className={styles.link}>
        {label}
      </Link>
    );
  }
  if (!/^https?:\/\//.test(alert.link_url)) return null;
  return (
    <a href={alert.link_url} className={styles.link} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function Banner({ alert, onDismiss }: { alert: CustomerAlert; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      tone={toneOf(alert.level)}
      action={
        alert.dismissible ? (
          <IconButton label={t`Dismiss this message`} size="sm" variant="ghost" onClick={onDismiss}>
            <CloseIcon />
          </IconButton>
        ) : undefined
      }
    >
      <span className={styles.text}>{alert.text}</span>
      <AlertLink alert={alert} />
    </Alert>
  );
}

function Messages({ userId }: { userId: number }) {
  const { pathname } = useLocation();
  const messages = useCustomerMessages(userId);
  // Closed during this visit: hidden at once, whatever the server answers.
  const [closedAlerts, setClosedAlerts] = useState<number[]>([]);
  const [closedPopups, setClosedPopups] = useState<number[]>([]);
  if (!messages.data) return null;
  const alerts = messages.data.alerts.filter((alert) => !closedAlerts.includes(alert.id));
  const blocks = messages.data.blocks.filter((block) => isOnPage(pathname, block.page));
  const popup = messages.data.popups.find((candidate) => !closedPopups.includes(candidate.id));

  const dismiss = (id: number) => {
    setClosedAlerts((closed) => [...closed, id]);
    dismissAlert(id).catch(() => {});
  };
  const seen = (id: number) => {
    setClosedPopups((closed) => [...closed, id]);
    markPopupSeen(id).catch(() => {});
  };

  return (
    <>
      {alerts.length > 0 || blocks.length > 0 ? (
        <div className={styles.region} data-customer-messages="">
          {alerts.map((alert) => (
            <Banner key={alert.id} alert={alert} onDismiss={() => dismiss(alert.id)} />
          ))}
          {blocks.length > 0 ? (
            <Suspense fallback={null}>
              {blocks.map((block) => (
                <PageBlock key={block.id} block={block} />
              ))}
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {popup ? (
        <Suspense fallback={null}>
          <PopupDialog key={popup.id} popup={popup} onClose={() => seen(popup.id)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The admin's alerts as banners above the screen, the next popup as a dialog, and the block of the
 * page. An extra: while it loads, when its call fails or its answer cannot be read, it shows nothing.
 * The admin area has its own screens for these, so nothing shows there.
 */
export default function CustomerMessages() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return <Messages key={user.id} userId={user.id} />;
}
