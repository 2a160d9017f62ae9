import { Plural, Trans } from '@lingui/react/macro';
import { useRealtimeEvent } from '@portal/realtime';
import { Button } from '@portal/ui-kit/button';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { moderatorKeys } from '../api/keys.ts';
import * as styles from './unread-count.css.ts';

/**
 * While a moderator screen is open, the tickets channel keeps it current: `unread-tickets` carries
 * the count itself, and the rows' unread marks changed with it, so the lists refetch.
 */
export function useUnreadInStep() {
  const queryClient = useQueryClient();
  useRealtimeEvent('tickets', 'unread-tickets', ({ count }) => {
    queryClient.setQueryData(moderatorKeys.unreadCount(), count);
    void queryClient.invalidateQueries({ queryKey: moderatorKeys.ticketLists() });
  });
}

/** The unread tickets, live, with an action beside them (showing only those, say). */
export function UnreadCount({ action }: { action?: ReactNode }) {
  const count = useUnreadCount();
  useUnreadInStep();
  const value = count.data;
  return (
    <div className={value ? `${styles.strip} ${styles.waiting}` : styles.strip}>
      {/* In the page from the start, so a screen reader hears each change of the figure. */}
      <p role="status" className={styles.figure}>
        {value === undefined ? null : value > 0 ? (
          <Plural value={value} one="# unread ticket waits for an answer." other="# unread tickets wait for an answer." />
        ) : (
          <Trans>No unread tickets.</Trans>
        )}
      </p>
      {value === undefined && count.isPending ? (
        <p className={styles.note}>
          <Trans>Counting the unread tickets…</Trans>
        </p>
      ) : null}
      {value === undefined && count.isError ? (
        <p className={styles.note}>
          <Trans>The unread tickets could not be counted.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void count.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : null}
      {value ? action : null}
    </div>
  );
}
