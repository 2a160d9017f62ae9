import { isAdmin, useCurrentUser } from '@portal/api-client';
import { MessageDialog } from '@portal/ui-kit/dialog';
import { toast, Toaster } from '@portal/ui-kit/toast';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { alertsStore, dismissAlert } from './alerts-store.ts';

export const UNREACHABLE_MESSAGE = 'Cannot reach the server. Check your connection; we will keep trying.';

/** The 'Whoops!' dialogs and the quiet notice for a lost connection. Loaded after first paint. */
export default function GlobalAlerts() {
  const current = useStore(alertsStore, (state) => state.queue[0]);
  const unreachable = useStore(alertsStore, (state) => state.unreachable);
  // Admins have the recent-processes button at the bottom right: toasts sit above it.
  const admin = isAdmin(useCurrentUser());

  useEffect(() => {
    if (unreachable > 0) toast(UNREACHABLE_MESSAGE, { id: 'unreachable', duration: 6000 });
  }, [unreachable]);

  return (
    <>
      <Toaster {...(admin ? { offset: { bottom: '5.5rem' }, mobileOffset: { bottom: '4.75rem' } } : {})} />
      {current ? (
        <MessageDialog
          open
          tone="error"
          title={current.title}
          message={current.message}
          onOpenChange={(open) => {
            if (!open) dismissAlert(current.id);
          }}
        />
      ) : null}
    </>
  );
}
