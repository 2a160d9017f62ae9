import { MessageDialog } from '@portal/ui-kit/dialog';
import { type AlertMessage, dismissAlert } from './alerts-store.ts';

/** The 'Whoops!' dialog of one failure; its code loads when the first failure is reported. */
export default function ErrorDialog({ alert }: { alert: AlertMessage }) {
  return (
    <MessageDialog
      open
      tone="error"
      title={alert.title}
      message={alert.message}
      onOpenChange={(open) => {
        if (!open) dismissAlert(alert.id);
      }}
    />
  );
}
