import { useLingui } from '@lingui/react/macro';
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
  /** A second button under the action ("View ticket", say); it closes the dialog as well. */
  secondaryActionLabel?: string;
  /** Called when the second button is pressed, before the dialog closes. */
  onSecondaryAction?: () => void;
  /** Shown under the message, outside the dialog's description (details to copy, say). */
  children?: ReactNode;
  /**
   * Called as the dialog closes, before focus moves. Call `event.preventDefault()` to move focus
   * yourself; otherwise it goes where Radix sends it (the trigger, when there is one).
   */
  onCloseAutoFocus?: (event: Event) => void;
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
  actionLabel: actionLabelProp,
  onAction,
  secondaryActionLabel,
  onSecondaryAction,
  children,
  onCloseAutoFocus,
}: MessageDialogProps) {
  const { t } = useLingui();
  const actionLabel = actionLabelProp ?? t`OK`;
  const container = usePortalContainer();
  const Icon = icons[tone];
  const actionRef = useRef<HTMLButtonElement>(null);
  const action = (
    <AlertDialogPrimitive.Action asChild>
      <Button ref={actionRef} fullWidth variant={tone === 'error' ? 'danger' : 'primary'} onClick={onAction}>
        {actionLabel}
      </Button>
    </AlertDialogPrimitive.Action>
  );
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
          onCloseAutoFocus={onCloseAutoFocus}
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
          {children}
          {secondaryActionLabel ? (
            <div className={styles.messageActions}>
              {action}
              <AlertDialogPrimitive.Action asChild>
                <Button fullWidth variant="secondary" onClick={onSecondaryAction}>
                  {secondaryActionLabel}
                </Button>
              </AlertDialogPrimitive.Action>
            </div>
          ) : (
            action
          )}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
