import { msg, plural, t } from '@lingui/core/macro';
import { type AuthUser, type DeploymentEvent, isAdmin, isModerator, safeWebUrl, type ServerDeletedEvent } from '@portal/api-client';

/** The spec's strings, word for word; translated when the toast shows. */
export const PAST_DUE_MESSAGE = msg`Subscription payment past due! Make sure your invoice is paid to prevent termination.`;
export const NEW_VERSION_MESSAGE = msg`A new version of the app is available. Please refresh the page to use the latest version.`;
export const REFRESH_LABEL = msg`Refresh`;
export const TICKET_ALERT_ACTION = msg`Got it!`;

/** Deployment and server-deleted toasts: 10000 ms, bottom right. */
export const EVENT_TOAST_DURATION_MS = 10_000;
export const EVENT_TOAST_POSITION = 'bottom-right' as const;

/** Fixed toast ids: a second delivery of the same alert updates the toast on screen instead of stacking another. */
export const TOAST_IDS = {
  pastDue: 'past-due',
  newVersion: 'new-version',
  ticketAlert: 'ticket-alert',
} as const;

/** Where the last ticket count shown is kept, so a reload does not show the same alert again. */
export const TICKET_ALERT_STORAGE_KEY = 'ticket-alert-count';

export const ADMIN_TICKETS_PATH = '/app/admin/support/tickets';
export const MODERATOR_TICKETS_PATH = '/app/moderator/tickets';

/** In the active language. The spec words it the same for every count; other languages may say one ticket. */
export function ticketAlertMessage(count: number): string {
  return plural(count, { one: 'You have # tickets waiting for you!', other: 'You have # tickets waiting for you!' });
}

/** The ticket alert shows only for a count above 0 that differs from the one shown last. */
export function shouldShowTicketAlert(count: number, remembered: number | null): boolean {
  return Number.isFinite(count) && count > 0 && count !== remembered;
}

/** The remembered count as stored; anything that is not a number counts as nothing remembered. */
export function parseRememberedCount(stored: unknown): number | null {
  return typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
}

/**
 * Where the ticket alert leads: admins read tickets in the admin area, moderators in theirs.
 * `null` for everybody else, who gets no ticket alert at all.
 */
export function ticketsPath(user: AuthUser | null): string | null {
  if (isAdmin(user)) return ADMIN_TICKETS_PATH;
  if (isModerator(user)) return MODERATOR_TICKETS_PATH;
  return null;
}

/** Only the ticket count call is for admins; moderators hear of tickets through the realtime channel. */
export function fetchesTicketCount(user: AuthUser | null): boolean {
  return isAdmin(user);
}

/** A deployment or deletion toast, worded in the active language when the event arrives. */
export interface EventToast {
  /** Same event, same id: the customer and admin channels both deliver deployments to admins. */
  id: string;
  title: string;
  url: URL | null;
  duration: typeof EVENT_TOAST_DURATION_MS;
  position: typeof EVENT_TOAST_POSITION;
}

export function deploymentToast({ name, url }: DeploymentEvent): EventToast {
  return {
    id: `deployment:${name}:${url}`,
    title: t`Deployment ${name} finished`,
    url: safeWebUrl(url),
    duration: EVENT_TOAST_DURATION_MS,
    position: EVENT_TOAST_POSITION,
  };
}

export function serverDeletedToast({ serverAlias, url }: ServerDeletedEvent): EventToast {
  return {
    id: `server-deleted:${serverAlias}:${url}`,
    title: t`Server ${serverAlias} was deleted`,
    url: safeWebUrl(url),
    duration: EVENT_TOAST_DURATION_MS,
    position: EVENT_TOAST_POSITION,
  };
}
