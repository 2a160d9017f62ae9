import { Plural, Trans } from '@lingui/react/macro';
import { useRealtimeEvent } from '@portal/realtime';
import { Button } from '@portal/ui-kit/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTicketCount } from '../api/get-ticket-count.ts';
import { supportKeys } from '../api/keys.ts';
import * as styles from './new-ticket-count.css.ts';

/**
 * Keeps the count of new tickets in step with the tickets channel while a support screen is open:
 * the event carries the count itself, and the lists' unread marks have changed with it.
 */
export function useTicketCountInStep() {
  const queryClient = useQueryClient();
  useRealtimeEvent('tickets', 'unread-tickets', ({ count }) => {
    queryClient.setQueryData(supportKeys.countNew(), count);
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
  });
}

/** How many tickets wait for the staff with something nobody has read, live. */
export function NewTicketCount() {
  const count = useTicketCount();
  useTicketCountInStep();
  return (
    <div className={styles.bar}>
      {/* Always in the page, so a screen reader hears the count change. */}
      <p role="status" className={count.data ? styles.count : styles.quiet}>
        {count.data === undefined ? null : count.data > 0 ? (
          <Plural value={count.data} one="# new ticket is waiting for an answer." other="# new tickets are waiting for an answer." />
        ) : (
          <Trans>No new tickets are waiting.</Trans>
        )}
      </p>
      {count.isError && count.data === undefined ? (
        <p className={styles.quiet}>
          <Trans>The number of new tickets could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void count.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : null}
    </div>
  );
}
