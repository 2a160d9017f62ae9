import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import type { BulkProgress } from './run-bulk.ts';
import * as styles from './bulk.css.ts';

export interface BulkProgressBarProps<Item> {
  /** What runs: "Deleting the users". */
  label: string;
  progress: BulkProgress<Item>;
  /** The item being worked on, as the user knows it. */
  itemLabel?: (item: Item) => string;
  /** Offers a Stop button: the run ends before the next item. */
  onStop?: () => void;
}

/** How far a bulk action is, announced politely as it goes. */
export function BulkProgressBar<Item>({ label, progress, itemLabel, onStop }: BulkProgressBarProps<Item>) {
  const { done, total, current } = progress;
  const name = current && itemLabel ? itemLabel(current) : null;
  return (
    <div className={styles.progress} role="status">
      <div className={styles.progressRow}>
        <p className={styles.progressText}>
          {name ? (
            <Trans>
              {label}: {done} of {total} done, now {name}
            </Trans>
          ) : (
            <Trans>
              {label}: {done} of {total} done
            </Trans>
          )}
        </p>
        {onStop ? (
          <Button size="sm" variant="secondary" onClick={onStop}>
            <Trans>Stop</Trans>
          </Button>
        ) : null}
      </div>
      <progress className={styles.progressBar} max={Math.max(total, 1)} value={done} aria-label={label} />
    </div>
  );
}
