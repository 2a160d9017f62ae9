import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { useRef, useState, type ReactNode } from 'react';
import * as styles from './settings.css.ts';

/** The short mark beside a setting that customers notice. */
function CustomerNote({ children }: { children: ReactNode }) {
  return <span className={styles.customerNote}>{children}</span>;
}

/** A field's hint: what the setting does, and what customers notice of it when they do. */
export function settingHint(what: string, customers?: string): ReactNode {
  return customers ? (
    <>
      {what}
      <CustomerNote>{customers}</CustomerNote>
    </>
  ) : (
    what
  );
}

interface Pending {
  changes: string[];
  save: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Asks before a save that customers will notice, naming each change they will see. `confirm`
 * returns what the save returns, so a form keeps waiting on it: a 422 still reaches the form's
 * fields, and a cancelled confirmation saves nothing and leaves the form as it was typed.
 */
export function useCustomerConfirm() {
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog's callbacks read the open request from here, never from a render that has passed.
  const current = useRef<Pending | null>(null);

  const settle = (next: Pending | null) => {
    current.current = next;
    setPending(next);
  };

  const confirm = (changes: string[], save: () => Promise<unknown>): Promise<unknown> => {
    if (changes.length === 0) return save();
    return new Promise((resolve, reject) => settle({ changes, save, resolve, reject }));
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (open || !current.current) return;
        // Cancelled: nothing is saved and the form keeps what was typed.
        current.current.resolve(undefined);
        settle(null);
      }}
      title={t`Customers will see this change`}
      description={
        <>
          <p>
            <Trans>Once saved, customers will see:</Trans>
          </p>
          <ul className={styles.changeList}>
            {(pending?.changes ?? []).map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t`Save for everyone`}
      onConfirm={() => {
        const request = current.current;
        if (!request) return;
        settle(null);
        request.save().then(request.resolve, request.reject);
      }}
    />
  );

  return { confirm, dialog };
}
