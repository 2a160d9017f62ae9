import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser, type Notification } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { ChevronDownIcon } from '@portal/ui-kit/icons';
import { Page } from '@portal/ui-kit/layout';
import { useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNotifications } from './api/get-notifications.ts';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useMarkAllRead } from './api/mark-all-read.ts';
import { useReadNotification } from './api/read-notification.ts';
import * as styles from './notifications.css.ts';
import { ServerHtml } from './server-html.tsx';

/** Notifications per page of this screen. */
const SCREEN_PAGE_SIZE = 10;

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const unread = !notification.has_read;
  const title = notification.title;
  return (
    <li className={styles.listItem}>
      <h2 className={styles.listHeading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => {
            if (!expanded) onOpen(notification);
            setExpanded(!expanded);
          }}
        >
          <span className={unread ? styles.unreadDot : styles.readDot} aria-hidden="true" />
          <span className={unread ? `${styles.listTitle} ${styles.unreadTitle}` : styles.listTitle}>
            {unread ? (
              <Trans>
                <VisuallyHidden>Unread: </VisuallyHidden>
                {title}
              </Trans>
            ) : (
              title
            )}
          </span>
          <span className={styles.itemTime}>{notification.created_diff}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className={styles.panelBody}>
        {expanded ? <ServerHtml html={notification.content} /> : null}
      </div>
    </li>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status" aria-label={t`Loading notifications`}>
      <SkeletonText lines={2} />
      <SkeletonText lines={2} />
      <SkeletonText lines={2} />
    </div>
  );
}

function NotificationsList({ userId }: { userId: number }) {
  // The page is kept in the address (`?page=2`).
  const listState = useListState(useSearchParams());
  const { page, setPage: goTo } = listState;
  const list = useNotifications(userId, { perPage: SCREEN_PAGE_SIZE, page });
  const count = useUnreadCount(userId);
  const readNotification = useReadNotification();
  const markAllRead = useMarkAllRead();
  const { t } = useLingui();

  const open = (notification: Notification) => {
    if (!notification.has_read) readNotification.mutate(notification.id);
  };

  const unread = count.data ?? list.data?.unread ?? 0;
  const actions = (
    <Button variant="secondary" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending} disabled={unread === 0}>
      <Trans>Mark all read</Trans>
    </Button>
  );

  let content;
  if (list.isPending) {
    content = <Loading />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title={t`Your notifications could not be loaded`}
        message={t`Check your connection and try again.`}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.data.length === 0 && page > 1) {
    // An old link to a page that no longer exists (notifications are removed over time).
    const last = list.data.meta.last_page;
    content = (
      <EmptyState
        title={t`There are no notifications on this page.`}
        action={
          <Button variant="secondary" onClick={() => goTo(last)}>
            <Trans>Go to page {last}</Trans>
          </Button>
        }
      />
    );
  } else if (list.data.data.length === 0) {
    content = <EmptyState title={t`No notifications.`} />;
  } else {
    const { current_page: current, last_page: last } = list.data.meta;
    content = (
      <>
        <ul className={styles.list} aria-label={t`Notifications`} aria-busy={list.isPlaceholderData || undefined}>
          {list.data.data.map((notification) => (
            // Keyed by page too, so a row of another page does not inherit this one's open state.
            <NotificationRow key={`${current}-${notification.id}`} notification={notification} onOpen={open} />
          ))}
        </ul>
        <Pager className={styles.pager} label={t`Pages`} {...listState.pagerProps(last, { busy: list.isPlaceholderData })} page={current} />
      </>
    );
  }

  return (
    <Page title={t`Notifications`} description={unread > 0 ? t`${unread} unread` : undefined} actions={actions}>
      {content}
    </Page>
  );
}

/** All of the user's notifications, a page at a time; opening one marks it read. */
export default function NotificationsScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <NotificationsList key={user.id} userId={user.id} />;
}
