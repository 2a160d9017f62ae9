import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import * as styles from './settings.css.ts';

interface Pending {
  changes: string[];
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before a save that changes what customers see: `ask(changes)` lists the changes in a
 * confirmation and resolves `true` once confirmed, `false` when cancelled. With nothing to list
 * it resolves `true` at once.
 */
export function useConfirmCustomerChanges(): { ask: (changes: string[]) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  const settled = useRef(false);

  const ask = useCallback((changes: string[]) => {
    if (changes.length === 0) return Promise.resolve(true);
    settled.current = false;
    return new Promise<boolean>((resolve) => setPending({ changes, resolve }));
  }, []);

  const finish = (confirmed: boolean) => {
    if (!pending || settled.current) return;
    settled.current = true;
    pending.resolve(confirmed);
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) finish(false);
      }}
      title={t`Customers will notice this`}
      description={
        <>
          <p>
            <Trans>Saving changes what customers see or can do:</Trans>
          </p>
          <ul className={styles.list}>
            {(pending?.changes ?? []).map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t`Save and apply`}
      onConfirm={() => finish(true)}
    />
  );
  return { ask, dialog };
}
