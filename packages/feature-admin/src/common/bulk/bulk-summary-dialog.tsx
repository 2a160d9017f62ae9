import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageDialog } from '@portal/ui-kit/dialog';
import { OUTCOME_TITLES } from '@portal/ui-kit/outcome';
import { useId } from 'react';
import type { BulkResult } from './run-bulk.ts';
import * as styles from './bulk.css.ts';

/** The figures of a finished bulk action, for its summary sentence. */
export interface BulkCounts {
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
}

export interface BulkSummaryDialogProps<Item> {
  /** The finished run (from `useBulkRun().result`); the dialog is open while it is set. */
  result: BulkResult<Item> | null;
  onClose: () => void;
  /** An item as the user knows it (a user's name, a node's name). */
  itemLabel: (item: Item) => string;
  /** The sentence on top: "3 users were deleted, 1 could not be." A neutral sentence by default. */
  summary?: (counts: BulkCounts) => string;
  /** The title when nothing failed: 'Poof!' after deletes, 'Done!' otherwise. */
  successTitle?: 'Done!' | 'Poof!';
  /** Where focus goes once the dialog closes (the rows it came from may be gone). */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function countsOf<Item>(result: BulkResult<Item>): BulkCounts {
  const succeeded = result.succeeded.length;
  const failed = result.failed.length;
  const skipped = result.skipped.length;
  return { total: succeeded + failed + skipped, succeeded, failed, skipped };
}

function defaultSummary({ total, succeeded, failed, skipped }: BulkCounts): string {
  if (failed === 0 && skipped === 0) return plural(total, { one: 'The action succeeded for the one item.', other: 'The action succeeded for all # items.' });
  if (skipped === 0) return t`${succeeded} of ${total} succeeded, ${failed} failed.`;
  return t`${succeeded} of ${total} succeeded, ${failed} failed, ${skipped} not tried (the action was stopped).`;
}

/**
 * What a bulk action did: a sentence with the figures, then every failure with its message and
 * every item that succeeded. Titled 'Done!' (or 'Poof!') when nothing failed, else 'Whoops!'.
 */
export function BulkSummaryDialog<Item>({ result, onClose, itemLabel, summary = defaultSummary, successTitle = 'Done!', returnFocus }: BulkSummaryDialogProps<Item>) {
  const { t: translate } = useLingui();
  const id = useId();
  if (!result) return null;
  const counts = countsOf(result);
  const failedAny = counts.failed > 0;
  return (
    <MessageDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={translate(OUTCOME_TITLES[failedAny ? 'Whoops!' : successTitle])}
      tone={failedAny ? (counts.succeeded > 0 ? 'warning' : 'error') : 'success'}
      message={summary(counts)}
      onCloseAutoFocus={(event) => {
        const target = returnFocus?.();
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {failedAny ? (
        <section className={styles.summaryGroup} aria-labelledby={`${id}-failed`}>
          <h3 id={`${id}-failed`} className={styles.summaryHeading}>
            <Trans>Failed</Trans>
          </h3>
          <ul className={styles.summaryList}>
            {result.failed.map(({ item, message }, index) => (
              <li key={index}>
                <strong>{itemLabel(item)}</strong>
                <span className={styles.failureMessage}>{message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {counts.succeeded > 0 ? (
        <section className={styles.summaryGroup} aria-labelledby={`${id}-succeeded`}>
          <h3 id={`${id}-succeeded`} className={styles.summaryHeading}>
            <Trans>Succeeded</Trans>
          </h3>
          <ul className={styles.summaryList}>
            {result.succeeded.map(({ item }, index) => (
              <li key={index}>{itemLabel(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {counts.skipped > 0 ? (
        <section className={styles.summaryGroup} aria-labelledby={`${id}-skipped`}>
          <h3 id={`${id}-skipped`} className={styles.summaryHeading}>
            <Trans>Not tried</Trans>
          </h3>
          <ul className={styles.summaryList}>
            {result.skipped.map((item, index) => (
              <li key={index}>{itemLabel(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </MessageDialog>
  );
}
