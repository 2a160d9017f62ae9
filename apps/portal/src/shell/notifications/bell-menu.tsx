import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@portal/api-client';
import { IconButton } from '@portal/ui-kit/button';
import { DropdownMenu } from '@portal/ui-kit/dropdown-menu';
import { Spinner } from '@portal/ui-kit/spinner';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkAllRead } from './api/mark-all-read.ts';
import { LATEST_PAGE } from './api/notification-keys.ts';
import { useReadNotification } from './api/read-notification.ts';
import { NotificationDialog } from './notification-dialog.tsx';
import { BellGlyph, bellLabel } from './notifications-bell.tsx';
import * as styles from './notifications.css.ts';

function LatestItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const previewId = useId();
  const unread = !notification.has_read;
  const { t } = useLingui();
  const title = notification.title;
  const time = notification.created_diff;
  return (
    <DropdownMenu.Item
      className={styles.item}
      textValue={notification.title}
      aria-label={unread ? t`Unread: ${title}, ${time}` : t`${title}, ${time}`}
      aria-describedby={previewId}
      onSelect={() => onOpen(notification)}
    >
      <span className={styles.itemHead}>
        <span className={unread ? styles.unreadDot : styles.readDot} aria-hidden="true" />
        <span className={unread ? `${styles.itemTitle} ${styles.unreadTitle}` : styles.itemTitle}>{notification.title}</span>
        <span className={styles.itemTime}>{notification.created_diff}</span>
      </span>
      {/* An excerpt: inert, so its links neither take focus nor catch the click that opens the notification. */}
      <div id={previewId} className={styles.preview} inert dangerouslySetInnerHTML={{ __html: sanitizeHtml(notification.content) }} />
    </DropdownMenu.Item>
  );
}

/** The bell's menu, loaded when the bell is first pressed, and open from the start. */
export default function BellMenu({ userId, unread }: { userId: number; unread: number }) {
  // The bell keeps this list current (realtime news included): opening the menu must not refetch it.
  const latest = useNotifications(userId, LATEST_PAGE, { refetchOnMount: false });
  const readNotification = useReadNotification();
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState<Notification | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  const open = (notification: Notification) => {
    setOpened(notification);
    if (!notification.has_read) readNotification.mutate(notification.id);
  };

  let body;
  if (latest.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner size="sm" label={t`Loading notifications`} showLabel />
      </div>
    );
  } else if (latest.isError) {
    body = (
      <>
        <p className={styles.state}>
          <Trans>Your notifications could not be loaded.</Trans>
        </p>
        <DropdownMenu.Item
          onSelect={(event) => {
            event.preventDefault();
            void latest.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </DropdownMenu.Item>
      </>
    );
  } else if (latest.data.data.length === 0) {
    body = (
      <p className={styles.state}>
        <Trans>No notifications.</Trans>
      </p>
    );
  } else {
    body = (
      <DropdownMenu.Group aria-label={t`Latest notifications`}>
        {latest.data.data.map((notification) => (
          <LatestItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </DropdownMenu.Group>
    );
  }

  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger asChild>
          <IconButton ref={trigger} label={t(bellLabel(unread))}>
            <BellGlyph unread={unread} />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          className={styles.panel}
          // The dialog of an opened notification takes focus; the menu must not pull it back.
          onCloseAutoFocus={(event) => {
            if (opened) event.preventDefault();
          }}
        >
          <div className={styles.panelTitle} aria-hidden="true">
            <Trans>Notifications</Trans>
          </div>
          {body}
          <DropdownMenu.Separator />
          <DropdownMenu.Item
            disabled={unread === 0 || markAllRead.isPending}
            onSelect={(event) => {
              // The menu stays open, so the list is seen turning read.
              event.preventDefault();
              markAllRead.mutate();
            }}
          >
            <Trans>Mark all read</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/notifications/all">
              <Trans>View all notifications</Trans>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <NotificationDialog notification={opened} onClose={() => setOpened(null)} returnFocus={trigger} />
    </>
  );
}
