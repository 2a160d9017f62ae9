import type { Notification } from '@portal/api-client';
import { Dialog } from '@portal/ui-kit/dialog';
import type { RefObject } from 'react';
import { ServerHtml } from './server-html.tsx';

export interface NotificationDialogProps {
  /** The notification to show; null closes the dialog. */
  notification: Notification | null;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the dialog has no trigger of its own). */
  returnFocus: RefObject<HTMLElement | null>;
}

/** One notification in full, opened from the bell's list; its links are usable here. */
export function NotificationDialog({ notification, onClose, returnFocus }: NotificationDialogProps) {
  return (
    <Dialog.Root
      open={notification !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {notification ? (
        <Dialog.Content
          title={notification.title}
          description={notification.created_diff}
          hideCloseButton
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <ServerHtml html={notification.content} onNavigate={onClose} />
          <Dialog.Footer>
            <Dialog.Close>Close</Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
