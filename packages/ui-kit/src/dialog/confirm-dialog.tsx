import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '#alert/alert.tsx';
import { Button } from '#button/button.tsx';
import { TextField } from '#field/text-field.tsx';
import { usePortalContainer } from '#portal/portal-container.tsx';
import * as styles from './dialog.css.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red, for deletes and other things that cannot be undone. */
  tone?: 'danger' | 'default';
  /**
   * Runs the action. The confirm button shows it is busy until the promise settles; the dialog
   * closes when it resolves and stays open when it rejects, so the caller can show the error.
   */
  onConfirm: () => Promise<unknown> | unknown;
  /** When set, the user has to type exactly this (a server's name, say) before confirming. */
  confirmText?: string;
  /** An error to show inside the dialog, e.g. the message of a rejected `onConfirm`. */
  error?: ReactNode;
}

export function ConfirmDialog({ open, onOpenChange, ...props }: ConfirmDialogProps) {
  const container = usePortalContainer();
  const [pending, setPending] = useState(false);
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        // Escape must not abandon an action that is already running.
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogPrimitive.Portal container={container}>
        <AlertDialogPrimitive.Overlay className={styles.overlay} />
        {/* The body mounts on every open, so a typed confirmation never carries over. */}
        <ConfirmDialogBody {...props} pending={pending} setPending={setPending} onOpenChange={onOpenChange} />
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

interface ConfirmDialogBodyProps extends Omit<ConfirmDialogProps, 'open'> {
  pending: boolean;
  setPending: (pending: boolean) => void;
}

function ConfirmDialogBody({
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel: cancelLabelProp,
  tone = 'default',
  onConfirm,
  confirmText,
  error,
  pending,
  setPending,
}: ConfirmDialogBodyProps) {
  const { t } = useLingui();
  const cancelLabel = cancelLabelProp ?? t`Cancel`;
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirmed = confirmText === undefined || typed === confirmText;

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch {
      // The caller owns the error (shown through `error` or its own message dialog). The busy
      // button dropped focus while disabled; hand it back so keyboard users are not stranded.
      flushSync(() => setPending(false));
      if (document.activeElement === document.body) confirmRef.current?.focus();
    }
  };

  return (
    <AlertDialogPrimitive.Content
      className={styles.content({ size: 'sm' })}
      onOpenAutoFocus={(event) => {
        // With a confirmation to type, start in its field; otherwise Radix focuses Cancel.
        if (confirmText !== undefined) {
          event.preventDefault();
          inputRef.current?.focus();
        }
      }}
    >
      <div className={styles.headerText}>
        <AlertDialogPrimitive.Title className={styles.title}>{title}</AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description asChild>
          <div className={styles.description}>{description}</div>
        </AlertDialogPrimitive.Description>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {confirmText !== undefined ? (
        <TextField
          ref={inputRef}
          id={inputId}
          label={
            <Trans>Type <span className={styles.confirmTextValue}>{confirmText}</span> to confirm</Trans>
          }
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && confirmed && !pending) void confirm();
          }}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          readOnly={pending}
        />
      ) : null}
      <div className={styles.footer}>
        <AlertDialogPrimitive.Cancel asChild>
          <Button variant="secondary" disabled={pending}>
            {cancelLabel}
          </Button>
        </AlertDialogPrimitive.Cancel>
        <Button
          ref={confirmRef}
          variant={tone === 'danger' ? 'danger' : 'primary'}
          loading={pending}
          disabled={!confirmed}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </AlertDialogPrimitive.Content>
  );
}
