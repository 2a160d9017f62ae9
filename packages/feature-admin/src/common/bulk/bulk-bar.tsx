import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import type { ReactNode } from 'react';
import * as styles from './bulk.css.ts';

export interface BulkBarProps {
  /** How many items are selected. */
  count: number;
  /** The actions to run on them (buttons, a menu). */
  children: ReactNode;
  onClear: () => void;
  /** While a bulk action runs, nothing else may start. */
  disabled?: boolean;
  /** The region's name: "Bulk actions on users". */
  label?: string;
}

/** The bar above a list with bulk actions: how many are selected, the actions, and a way to clear. */
export function BulkBar({ count, children, onClear, disabled, label }: BulkBarProps) {
  const { t } = useLingui();
  return (
    <section className={styles.bar} aria-label={label ?? t`Bulk actions`}>
      <p className={styles.barCount} aria-live="polite">
        <Trans>{count} selected</Trans>
      </p>
      <div className={styles.barActions}>
        {children}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={disabled || count === 0}>
          <Trans>Clear selection</Trans>
        </Button>
      </div>
    </section>
  );
}
