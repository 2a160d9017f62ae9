import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { useRealtimeEvent } from '@portal/realtime';
import { IconButton } from '@portal/ui-kit/button';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { BellIcon } from '@portal/ui-kit/icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useOnDemandMenu } from '../on-demand.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useUnreadCount } from './api/get-unread-count.ts';
import { LATEST_PAGE } from './api/notification-keys.ts';
import { receiveNotification } from './api/notification-cache.ts';
import * as styles from './notifications.css.ts';

const loadMenu = () => import('./bell-menu.tsx');
const BellMenu = lazy(loadMenu);

/** "Notifications, 3 unread": the count is part of the button's name, the badge only shows it. */
export function bellLabel(unread: number): MessageDescriptor {
  return unread > 0 ? msg`Notifications, ${unread} unread` : msg`Notifications`;
}

/** The bell's face: the icon and the unread count. */
export function BellGlyph({ unread }: { unread: number }) {
  return (
    <span className={styles.bellGlyph}>
      <BellIcon />
      {unread > 0 ? (
        <span className={styles.countBadge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </span>
  );
}

function Bell({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const count = useUnreadCount(userId);
  // The latest five load with the page, so the menu opens on them and realtime news joins them.
  useNotifications(userId, LATEST_PAGE);
  const unread = count.data ?? 0;
  const { requested, triggerProps } = useOnDemandMenu(loadMenu);
  const { t } = useLingui();

  useRealtimeEvent('notifications', 'new-notification', ({ notification }) => receiveNotification(queryClient, userId, notification));

  const plain = (
    <IconButton label={t(bellLabel(unread))} {...triggerProps}>
      <BellGlyph unread={unread} />
    </IconButton>
  );
  if (!requested) return plain;
  return (
    <Suspense fallback={plain}>
      <BellMenu userId={userId} unread={unread} />
    </Suspense>
  );
}

/** The header's bell: the unread count, the latest five notifications, mark all read. */
export default function NotificationsBell() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Bell key={user.id} userId={user.id} />;
}
