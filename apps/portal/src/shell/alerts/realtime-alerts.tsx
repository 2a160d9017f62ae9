import { Trans } from '@lingui/react/macro';
import { createStorage, systemKeys, useCurrentUser } from '@portal/api-client';
import { useRealtimeEvent } from '@portal/realtime';
import { i18n } from '@portal/ui-kit/i18n';
import { TextLink } from '@portal/ui-kit/link';
import { toast } from '@portal/ui-kit/toast';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '#router/guard.ts';
import {
  deploymentToast,
  fetchesTicketCount,
  NEW_VERSION_MESSAGE,
  parseRememberedCount,
  REFRESH_LABEL,
  serverDeletedToast,
  shouldShowTicketAlert,
  TICKET_ALERT_ACTION,
  TICKET_ALERT_STORAGE_KEY,
  ticketAlertMessage,
  ticketsPath,
  TOAST_IDS,
  type EventToast,
} from './alert-rules.ts';
import { useTicketCount } from './api/get-ticket-count.ts';

const storage = createStorage();

function useNewVersionToast() {
  useRealtimeEvent('system', 'new-version', () => {
    toast.info(i18n._(NEW_VERSION_MESSAGE), {
      id: TOAST_IDS.newVersion,
      duration: Number.POSITIVE_INFINITY,
      action: { label: i18n._(REFRESH_LABEL), onClick: () => window.location.reload() },
    });
  });
}

/** The menus are built from the system settings, so refetching them rebuilds the menus too. */
function useSettingsRefetch() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
  useRealtimeEvent('system', 'rebuild-menu', refetch);
  useRealtimeEvent('system', 'fetch-system-settings', refetch);
}

function EventLink({ url }: { url: URL }) {
  return (
    <TextLink href={url.href} target="_blank" rel="noopener noreferrer">
      {url.host}
      <VisuallyHidden>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </TextLink>
  );
}

function showEventToast(event: EventToast, tone: 'success' | 'info') {
  toast[tone](event.title, {
    id: event.id,
    duration: event.duration,
    position: event.position,
    description: event.url ? <EventLink url={event.url} /> : undefined,
  });
}

/** Admins hear of a deployment or deletion on both the customer and the admin channel; the toast's id makes it one toast. */
function useEventToasts() {
  const onDeployment = (payload: Parameters<typeof deploymentToast>[0]) => showEventToast(deploymentToast(payload), 'success');
  const onServerDeleted = (payload: Parameters<typeof serverDeletedToast>[0]) => showEventToast(serverDeletedToast(payload), 'info');
  useRealtimeEvent('customer', 'new-deployment', onDeployment);
  useRealtimeEvent('admin', 'new-deployment', onDeployment);
  useRealtimeEvent('customer', 'server-deleted', onServerDeleted);
  useRealtimeEvent('admin', 'server-deleted', onServerDeleted);
}

function TicketsLink({ to }: { to: string }) {
  return (
    <TextLink asChild>
      <Link to={toRouterPath(to)} onClick={() => toast.dismiss(TOAST_IDS.ticketAlert)}>
        <Trans>Open the tickets</Trans>
      </Link>
    </TextLink>
  );
}

/**
 * Admins and moderators: the count of waiting tickets, from the count call on load (admins) and
 * from the tickets channel. The last count shown is remembered across reloads, so the same count
 * never alerts twice.
 */
function useTicketAlert() {
  const user = useCurrentUser();
  const path = ticketsPath(user);
  const { data: count } = useTicketCount(user && fetchesTicketCount(user) ? user.id : null);

  const alert = useCallback(
    (next: number) => {
      if (!path || !shouldShowTicketAlert(next, parseRememberedCount(storage.get(TICKET_ALERT_STORAGE_KEY)))) return;
      storage.set(TICKET_ALERT_STORAGE_KEY, next);
      toast.info(ticketAlertMessage(next), {
        id: TOAST_IDS.ticketAlert,
        duration: Number.POSITIVE_INFINITY,
        description: <TicketsLink to={path} />,
        // Sonner closes the toast when its action is pressed; the count is already remembered.
        action: { label: i18n._(TICKET_ALERT_ACTION), onClick: () => {} },
      });
    },
    [path],
  );

  useEffect(() => {
    if (count !== undefined) alert(count);
  }, [count, alert]);

  useEffect(() => {
    // Signed out, or no longer staff (leaving an impersonation): the alert is not theirs to see.
    if (!path) toast.dismiss(TOAST_IDS.ticketAlert);
  }, [path]);

  useRealtimeEvent('tickets', 'unread-tickets', ({ count: next }) => alert(next));
}

/** The shell's realtime alerts, for signed-in users: they render through the shell's toaster. */
export default function RealtimeAlerts() {
  useNewVersionToast();
  useSettingsRefetch();
  useEventToasts();
  useTicketAlert();
  return null;
}
