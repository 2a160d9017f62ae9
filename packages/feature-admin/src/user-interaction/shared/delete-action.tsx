import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as styles from './user-interaction.css.ts';

export interface DeleteActionProps {
  label: string;
  title: string;
  description: ReactNode;
  /** The message when the answer brings none. */
  fallback: string;
  /** Where the list is: the page goes there once the item is gone. */
  listPath: string;
  remove: () => Promise<{ message?: string | null }>;
}

/** Deletes what the form edits, once the admin confirms it by its name; then back to the list. */
export function DeleteAction({ label, title, description, fallback, listPath, remove }: DeleteActionProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const outcome = useOutcome();
  const navigate = useNavigate();
  return (
    <>
      <Button type="button" variant="danger" className={styles.deleteAction} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={title}
        description={description}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          try {
            const answer = await remove();
            setOpen(false);
            await navigate(listPath);
            outcome.poof(answer.message, fallback);
          } catch (error) {
            setOpen(false);
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </>
  );
}
