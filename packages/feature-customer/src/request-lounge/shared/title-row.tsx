import { useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { Poster, posterFrameClass } from '@portal/ui-kit/poster';
import { Skeleton } from '@portal/ui-kit/skeleton';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { titleWithYear } from './labels.ts';
import * as styles from './lounge.css.ts';

export interface TitleRowProps {
  item: MediaItem;
  /** A rank in front of the poster (top played). */
  rank?: number;
  badges?: ReactNode;
  /** Lines under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** A title in one of the lounge's plain lists: poster, name, what is known about it, and what can be done. */
export function TitleRow({ item, rank, badges, children, actions }: TitleRowProps) {
  const { t } = useLingui();
  return (
    <li className={cx(rank === undefined ? styles.row : styles.rankedRow)}>
      {rank === undefined ? null : (
        <span className={styles.rank} aria-label={t`Rank ${rank}`}>
          {rank}
        </span>
      )}
      <Poster src={item.poster} title={item.title} fallbackLabel={t`No poster`} />
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>{titleWithYear(item)}</h3>
        {badges ? <div className={styles.badges}>{badges}</div> : null}
        {children}
      </div>
      {actions ? <div className={styles.rowActions}>{actions}</div> : null}
    </li>
  );
}

/** The rows' loading state. */
export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.rowList} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={styles.row}>
            <div className={posterFrameClass} />
            <div className={styles.rowBody}>
              <Skeleton width="70%" />
              <Skeleton width="40%" height="0.75rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
