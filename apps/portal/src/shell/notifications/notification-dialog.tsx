import type { Notification } from '@portal/api-client';
import { ViewDialog } from '@portal/ui-kit/dialog';
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
    <ViewDialog
      item={notification}
      onClose={onClose}
      title={(shown) => shown.title}
      description={(shown) => shown.created_diff}
      hideCloseButton
      returnFocus={returnFocus}
    >
      {(shown) => <ServerHtml html={shown.content} onNavigate={onClose} />}
    </ViewDialog>
  );
}
