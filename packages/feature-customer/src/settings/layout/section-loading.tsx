import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import * as styles from './settings.css.ts';

/** What a section shows while its data or its code loads. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={styles.loading}>
      <Skeleton height="1.5rem" width="40%" />
      <SkeletonText lines={4} />
      <Skeleton height="2.5rem" width="10rem" />
    </div>
  );
}
