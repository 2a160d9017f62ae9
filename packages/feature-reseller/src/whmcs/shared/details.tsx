import { Trans } from '@lingui/react/macro';
import { formatDate, formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import type { ReactNode } from 'react';
import * as styles from './whmcs.css.ts';

/** One term and its value in a `<dl className={details}>`. */
export function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A moment with its date and time, the distance from now in its tooltip; `day` for a calendar day of WHMCS. */
export function When({ value, day = false }: { value: string | null | undefined; day?: boolean }) {
  if (!value) {
    return (
      <span className={styles.muted}>
        <Trans>Not given</Trans>
      </span>
    );
  }
  return (
    <time dateTime={value} title={day ? undefined : formatRelativeTime(value)}>
      {day ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}
