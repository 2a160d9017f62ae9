import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '#button/button.tsx';
import { AlertIcon } from '#icons/alert-icon.tsx';
import { AlertTriangleIcon } from '#icons/alert-triangle-icon.tsx';
import { CheckCircleIcon } from '#icons/check-circle-icon.tsx';
import { InfoIcon } from '#icons/info-icon.tsx';
import { usePortalContainer } from '#portal/portal-container.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './dialog.css.ts';

export type MessageTone = 'error' | 'success' | 'info' | 'warning';

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The spec's short headline: 'Whoops!', 'Uh oh!', 'Done!', 'Poof!'. */
  title: ReactNode;
  message: ReactNode;
  tone?: MessageTone;
  actionLabel?: string;
  /** Called when the action button is pressed, before the dialog closes. */
  onAction?: () => void;
}

const icons = {
  error: AlertIcon,
  warning: AlertTriangleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
} satisfies Record<MessageTone, unknown>;

/** A message the user must acknowledge: errors from the server, and confirmations of done work. */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  message,
  tone = 'info',
  actionLabel = 'OK',
  onAction,
}: MessageDialogProps) {
  const container = usePortalContainer();
  const Icon = icons[tone];
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal container={container}>
        <AlertDialogPrimitive.Overlay className={styles.overlay} />
        <AlertDialogPrimitive.Content
          className={cx(styles.content({ size: 'sm' }), styles.messageContent)}
          onOpenAutoFocus={(event) => {
            // Radix focuses an alert dialog's Cancel button; a message has only its action.
            event.preventDefault();
            actionRef.current?.focus();
          }}
        >
          <div className={styles.toneIcon({ tone })} aria-hidden="true">
            <Icon />
          </div>
          <div className={styles.messageBody}>
            <AlertDialogPrimitive.Title className={styles.title}>{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description asChild>
              <div className={styles.messageText}>{message}</div>
            </AlertDialogPrimitive.Description>
          </div>
          <AlertDialogPrimitive.Action asChild>
            <Button ref={actionRef} fullWidth variant={tone === 'error' ? 'danger' : 'primary'} onClick={onAction}>
              {actionLabel}
            </Button>
          </AlertDialogPrimitive.Action>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
