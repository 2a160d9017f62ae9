import { posterFrameClass } from '@portal/ui-kit/poster';
import { Skeleton } from '@portal/ui-kit/skeleton';
import * as styles from './poster-grid.css.ts';

/** The shape of a poster grid while its first page loads. */
export function PosterGridSkeleton({ label, cards = 12 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.skeletonGrid} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton className={posterFrameClass} height="auto" />
            <div className={styles.info}>
              <Skeleton width="80%" />
              <Skeleton width="40%" height="0.75rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
