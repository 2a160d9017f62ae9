import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, type ButtonProps } from '#button/button.tsx';
import { IconButton } from '#button/icon-button.tsx';
import { CloseIcon } from '#icons/close-icon.tsx';
import { usePortalContainer } from '#portal/portal-container.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './dialog.css.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogContentProps
  extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title' | 'asChild'> {
  /** Rendered as the dialog's title; it is also its accessible name. */
  title: ReactNode;
  /** Rendered under the title and read as the dialog's description. */
  description?: ReactNode;
  size?: DialogSize;
  /** The label of the ✕ button in the corner. */
  closeLabel?: string;
  /** Hides the ✕ button, e.g. while a step must be finished. */
  hideCloseButton?: boolean;
}

function Content({
  title,
  description,
  size = 'md',
  closeLabel: closeLabelProp,
  hideCloseButton = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  const closeLabel = closeLabelProp ?? t`Close`;
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        // Without a description Radix would point aria-describedby at nothing and warn.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        className={cx(styles.content({ size }), className)}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <DialogPrimitive.Close asChild>
              <IconButton label={closeLabel} size="sm" className={styles.closeButton}>
                <CloseIcon />
              </IconButton>
            </DialogPrimitive.Close>
          )}
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A button that closes the dialog; secondary by default, as "Cancel" usually is. */
function Close({ variant = 'secondary', ...props }: ButtonProps) {
  return (
    <DialogPrimitive.Close asChild>
      <Button variant={variant} {...props} />
    </DialogPrimitive.Close>
  );
}

/** The row of actions at the bottom; stacked full width on phones, primary action on top. */
function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content,
  Close,
  Footer,
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
};
