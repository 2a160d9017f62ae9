import { makeUser } from '@portal/api-client/testing';
import { i18n } from '@portal/ui-kit/i18n';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TICKETS_PATH,
  deploymentToast,
  EVENT_TOAST_DURATION_MS,
  EVENT_TOAST_POSITION,
  fetchesTicketCount,
  MODERATOR_TICKETS_PATH,
  NEW_VERSION_MESSAGE,
  parseRememberedCount,
  PAST_DUE_MESSAGE,
  serverDeletedToast,
  shouldShowTicketAlert,
  TICKET_ALERT_ACTION,
  ticketAlertMessage,
  ticketsPath,
} from './alert-rules.ts';

describe('the spec’s strings and constants', () => {
  it('are word for word', () => {
    expect(i18n._(PAST_DUE_MESSAGE)).toBe('Subscription payment past due! Make sure your invoice is paid to prevent termination.');
    expect(i18n._(NEW_VERSION_MESSAGE)).toBe('A new version of the app is available. Please refresh the page to use the latest version.');
    expect(ticketAlertMessage(4)).toBe('You have 4 tickets waiting for you!');
    expect(i18n._(TICKET_ALERT_ACTION)).toBe('Got it!');
    expect(EVENT_TOAST_DURATION_MS).toBe(10000);
    expect(EVENT_TOAST_POSITION).toBe('bottom-right');
  });
});

describe('shouldShowTicketAlert', () => {
  it('shows a count above 0 when nothing is remembered', () => {
    expect(shouldShowTicketAlert(1, null)).toBe(true);
    expect(shouldShowTicketAlert(3, null)).toBe(true);
  });

  it('never shows 0', () => {
    expect(shouldShowTicketAlert(0, null)).toBe(false);
    expect(shouldShowTicketAlert(0, 3)).toBe(false);
  });

  it('does not show the count it showed last', () => {
    expect(shouldShowTicketAlert(3, 3)).toBe(false);
  });

  it('shows a count that differs from the remembered one, higher or lower', () => {
    expect(shouldShowTicketAlert(4, 3)).toBe(true);
    expect(shouldShowTicketAlert(2, 3)).toBe(true);
  });

  it('ignores a count that is no number of tickets', () => {
    expect(shouldShowTicketAlert(Number.NaN, null)).toBe(false);
    expect(shouldShowTicketAlert(-2, null)).toBe(false);
  });
});

describe('parseRememberedCount', () => {
  it('reads a stored number and treats anything else as nothing remembered', () => {
    expect(parseRememberedCount(3)).toBe(3);
    expect(parseRememberedCount(0)).toBe(0);
    expect(parseRememberedCount(null)).toBeNull();
    expect(parseRememberedCount('3')).toBeNull();
    expect(parseRememberedCount({ count: 3 })).toBeNull();
  });
});

describe('who gets the ticket alert, and where it leads', () => {
  const admin = makeUser({ admin: true });
  const moderator = makeUser({ is_moderator: true });
  const customer = makeUser();

  it('leads admins to the admin tickets and moderators to theirs', () => {
    expect(ticketsPath(admin)).toBe(ADMIN_TICKETS_PATH);
    expect(ticketsPath(makeUser({ is_admin: true, is_moderator: true }))).toBe('/app/admin/support/tickets');
    expect(ticketsPath(moderator)).toBe(MODERATOR_TICKETS_PATH);
    expect(MODERATOR_TICKETS_PATH).toBe('/app/moderator/tickets');
    expect(ticketsPath(customer)).toBeNull();
    expect(ticketsPath(null)).toBeNull();
  });

  it('lets only admins call the ticket count', () => {
    expect(fetchesTicketCount(admin)).toBe(true);
    expect(fetchesTicketCount(moderator)).toBe(false);
    expect(fetchesTicketCount(customer)).toBe(false);
  });
});

describe('the deployment and server-deleted toasts', () => {
  it('name the deployment, link to it, last 10000 ms at the bottom right', () => {
    const toast = deploymentToast({ name: 'Ingrid’s Plex', url: 'https://ingrid-solberg.lon-1.mediadock.test' });
    expect(toast).toMatchObject({ title: 'Deployment Ingrid’s Plex finished', duration: 10000, position: 'bottom-right' });
    expect(toast.url?.href).toBe('https://ingrid-solberg.lon-1.mediadock.test/');
  });

  it('name the deleted server, link to its url, last 10000 ms at the bottom right', () => {
    const toast = serverDeletedToast({ serverAlias: 'plex-eu-01', url: 'https://plex-eu-01.example' });
    expect(toast).toMatchObject({ title: 'Server plex-eu-01 was deleted', duration: 10000, position: 'bottom-right' });
    expect(toast.url?.host).toBe('plex-eu-01.example');
  });

  it('give the same event the same id, so two channels delivering it make one toast', () => {
    const event = { name: 'plex-01', url: 'https://plex-01.example' };
    expect(deploymentToast(event).id).toBe(deploymentToast({ ...event }).id);
    expect(deploymentToast(event).id).not.toBe(deploymentToast({ ...event, name: 'plex-02' }).id);
    expect(serverDeletedToast({ serverAlias: 'plex-01', url: '' }).id).not.toBe(deploymentToast({ name: 'plex-01', url: '' }).id);
  });

  it('leave the link out when the url is not a web address', () => {
    expect(serverDeletedToast({ serverAlias: 'gone', url: '' }).url).toBeNull();
    expect(deploymentToast({ name: 'x', url: 'javascript:alert(1)' }).url).toBeNull();
  });
});
