import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { Badge } from '#badge/badge.tsx';
import { formatDateTime, formatRelativeTime } from '#format/format.ts';
import { ListCard, ListCardLink, ListCardTitle } from '#list-card/list-card.tsx';
import * as styles from './ticket-thread.css.ts';

export interface TicketRowProps {
  /** The ticket's number, the first of its details. */
  id: number;
  /** The way to the ticket, its subject as text: the router's `Link`. The whole card opens it. */
  link: ReactElement;
  /** Something arrived that the reader has not read: the row stands out and its subject is bold. */
  unread?: boolean;
  /** What the list tells about the ticket between its number and its last update, an item each. */
  details?: readonly ReactNode[];
  /** The name of the list of details (default "Details"). */
  detailsLabel?: string;
  /** The last message or status change: "Updated 3 hours ago", the date and time on hover. */
  updatedAt?: string | null;
  /** Unread, priority and status marks, beside the details (under them on a phone). */
  badges?: ReactNode;
}

/** A ticket in a list of tickets: a `ListCard` for a `ListCardList`. */
export function TicketRow({ id, link, unread = false, details = [], detailsLabel, updatedAt, badges }: TicketRowProps) {
  const { t } = useLingui();
  const ago = updatedAt ? formatRelativeTime(updatedAt) : '';
  return (
    <ListCard highlighted={unread}>
      <div className={styles.rowMain}>
        <ListCardTitle strong={unread}>
          <ListCardLink asChild>{link}</ListCardLink>
        </ListCardTitle>
        <ul className={styles.rowDetails} aria-label={detailsLabel ?? t`Details`}>
          <li>#{id}</li>
          {details.map((detail, index) =>
            // The details are fixed in number and order for a list, so their place is their key.
            detail === null || detail === undefined || detail === false ? null : <li key={index}>{detail}</li>,
          )}
          {updatedAt ? (
            <li>
              <Trans>
                Updated{' '}
                <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>
                  {ago}
                </time>
              </Trans>
            </li>
          ) : null}
        </ul>
      </div>
      {badges ? <div className={styles.rowBadges}>{badges}</div> : null}
    </ListCard>
  );
}

/** Who opened a ticket, in a row of the staff's lists: name and address, or a note that the account is gone. */
export function TicketCustomer({ customer }: { customer?: { name: string; email: string } | null }) {
  if (!customer) return <Trans>Former customer</Trans>;
  return (
    <>
      <span className={styles.customerName}>{customer.name}</span> <span>{customer.email}</span>
    </>
  );
}

/** The staff's mark of a ticket whose customer wrote since the staff last read it. */
export function UnreadBadge() {
  const { t } = useLingui();
  return (
    <Badge tone="warning" title={t`The customer wrote since the staff last read this ticket`}>
      <Trans>Unread</Trans>
    </Badge>
  );
}

/** A ticket's facts, a term above its value each: `TicketFact`s. */
export function TicketFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function TicketFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
