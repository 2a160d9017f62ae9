import { msg } from '@lingui/core/macro';
import { isAdmin, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { i18n } from '@portal/ui-kit/i18n';
import { toast, Toaster } from '@portal/ui-kit/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { PAST_DUE_MESSAGE, TOAST_IDS } from './alerts/alert-rules.ts';
import { alertsStore } from './alerts-store.ts';

export const UNREACHABLE_MESSAGE = msg`Cannot reach the server. Check your connection; we will keep trying.`;

const ErrorDialog = lazy(() => import('./error-dialog.tsx'));

/** While the system settings say `past_due`, a toast that never times out; it goes when the setting does. */
function usePastDueToast() {
  const pastDue = useSystemSettings().data?.past_due === true;
  useEffect(() => {
    if (!pastDue) return;
    toast.warning(i18n._(PAST_DUE_MESSAGE), { id: TOAST_IDS.pastDue, duration: Number.POSITIVE_INFINITY });
    return () => {
      toast.dismiss(TOAST_IDS.pastDue);
    };
  }, [pastDue]);
}

/**
 * The 'Whoops!' dialogs, the quiet notice for a lost connection and the past-due toast, for
 * everybody, guests included. The toaster and the dialog load only once there is something to show.
 */
export function GlobalAlerts() {
  const current = useStore(alertsStore, (state) => state.queue[0]);
  const unreachable = useStore(alertsStore, (state) => state.unreachable);
  // Admins have the recent-processes button at the bottom right: toasts sit above it.
  const admin = isAdmin(useCurrentUser());
  usePastDueToast();

  useEffect(() => {
    if (unreachable > 0) toast(i18n._(UNREACHABLE_MESSAGE), { id: 'unreachable', duration: 6000 });
  }, [unreachable]);

  return (
    <>
      <Toaster {...(admin ? { offset: { bottom: '5.5rem' }, mobileOffset: { bottom: '4.75rem' } } : {})} />
      {current ? (
        <Suspense fallback={null}>
          <ErrorDialog alert={current} />
        </Suspense>
      ) : null}
    </>
  );
}
