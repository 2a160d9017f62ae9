import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, demoAccount } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { loadRealtimePayloadSchemas } from '@portal/realtime/testing';
import { i18n } from '@portal/ui-kit/i18n';
import { toast } from '@portal/ui-kit/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { NEW_VERSION_MESSAGE as NEW_VERSION, PAST_DUE_MESSAGE as PAST_DUE, TICKET_ALERT_STORAGE_KEY } from './alert-rules.ts';
import { ticketAlertKeys } from './api/get-ticket-count.ts';

const server = setupDemoBackend();
// Compiled before the tests, not inside their waits for a toast: the payload schemas (the bus holds
// an event back until they have loaded; their first import compiles the API document's validators)
// and the alerts' own lazy chunk. On a busy machine either takes longer than a test waits.
beforeAll(() => Promise.all([loadRealtimePayloadSchemas(), import('./realtime-alerts.tsx')]), 120_000);
// The toasts' texts, in English (the tests run in it).
const PAST_DUE_MESSAGE = i18n._(PAST_DUE);
const NEW_VERSION_MESSAGE = i18n._(NEW_VERSION);

/** Paths of the API calls made since the log started. */
function requestLog() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return { count: (path: string) => paths.filter((seen) => seen === path).length };
}
const stops: (() => void)[] = [];

// A pending announcement opens a modal dialog, which makes the rest of the page inert, toasts
// included; these tests are about the toasts, so nobody has an announcement waiting.
beforeEach(() => {
  server.use(http.get('*/api/customer/announcements', () => HttpResponse.json({ success: true, announcement: null })));
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
  // Sonner keeps its toasts in module state: each test starts with none on screen.
  toast.dismiss();
  vi.useRealTimers();
});

async function signIn(role: Parameters<typeof demoAccount>[0]) {
  const account = demoAccount(role);
  await login({ email: account.email, password: account.password });
}

function setSetting(data: Partial<ReturnType<typeof db.setting.getAll>[number]>) {
  const settings = db.setting.getAll()[0]!;
  db.setting.update({ where: { id: { equals: settings.id } }, data });
}

type Portal = ReturnType<typeof renderPortal>;

/**
 * Whether the alerts listen. They are a lazy piece of the shell of their own and render nothing;
 * their ticket-count query gets its observer in the same pass of effects that subscribes them to
 * the events. An event emitted before would reach no handler, as on a page whose alerts have not
 * loaded yet.
 */
function alertsListen(portal: Portal): boolean {
  return portal.queryClient.getQueryCache().findAll({ queryKey: ticketAlertKeys.all }).some((query) => query.getObserversCount() > 0);
}

/** The toaster and the alerts are mounted and the server has the page in these channels, so an event emitted now reaches them. */
async function ready(portal: Portal, ...channels: string[]) {
  // The first render of a test run compiles the lazy shell chunks: give it longer than a second.
  await screen.findByRole('region', { name: /Notifications/ }, { timeout: 10_000 });
  await waitFor(() => expect(alertsListen(portal)).toBe(true));
  await waitFor(() => expect(portal.realtime.joinedChannels()).toEqual(expect.arrayContaining(channels)));
}

/** The toast that shows `text`, as sonner renders it. */
function toastWith(text: string | RegExp): HTMLElement {
  const element = screen.getByText(text).closest<HTMLElement>('[data-sonner-toast]');
  if (!element) throw new Error(`No toast shows ${String(text)}`);
  return element;
}

/** Lets sonner add or remove what was just asked of it (it does so in a timer) before checking that something did not show. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
}

describe('the past-due toast', () => {
  it('stays while the system settings say past_due, and goes when they no longer do', async () => {
    setSetting({ past_due: true });
    await signIn('customer-plex');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo');
    // The exact message, with no timeout: a minute later it is still there.
    // Timers only, not the date: going back to the real clock must not turn the date back a minute
    // under the calls begun meanwhile.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    expect(await screen.findByText(PAST_DUE_MESSAGE)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(PAST_DUE_MESSAGE)).toBeInTheDocument();
    vi.useRealTimers();

    setSetting({ past_due: false });
    expect(portal.realtime.emit('system', 'fetch-system-settings')).toBe(1);
    await waitFor(() => expect(screen.queryByText(PAST_DUE_MESSAGE)).not.toBeInTheDocument());
  });

  it('does not show while the system is paid up', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo');
    await settle();
    expect(screen.queryByText(PAST_DUE_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('the new-version toast', () => {
  it('stays until dismissed and reloads the page from its Refresh button', async () => {
    await signIn('customer-emby');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo');

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    portal.realtime.emit('system', 'new-version');
    const message = await screen.findByText(NEW_VERSION_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(message).toBeInTheDocument();
    vi.useRealTimers();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await portal.user.click(within(toastWith(NEW_VERSION_MESSAGE)).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button', async () => {
    await signIn('customer-emby');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo');
    portal.realtime.emit('system', 'new-version');
    await screen.findByText(NEW_VERSION_MESSAGE);
    await portal.user.click(within(toastWith(NEW_VERSION_MESSAGE)).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(screen.queryByText(NEW_VERSION_MESSAGE)).not.toBeInTheDocument());
  });
});

describe('the deployment and server-deleted toasts', () => {
  it('shows a deployment for 10000 ms at the bottom right, with a link to it', async () => {
    await signIn('customer-jellyfin');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'customer.demo');

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    portal.realtime.emit('customer', 'new-deployment', { name: 'Ingrid’s Plex', url: 'https://ingrid-solberg.lon-1.mediadock.test' });
    await screen.findByText('Deployment Ingrid’s Plex finished');
    const shown = toastWith('Deployment Ingrid’s Plex finished');
    expect(shown).toHaveAttribute('data-y-position', 'bottom');
    expect(shown).toHaveAttribute('data-x-position', 'right');
    const link = within(shown).getByRole('link', { name: /ingrid-solberg\.lon-1\.mediadock\.test/ });
    expect(link).toHaveAttribute('href', 'https://ingrid-solberg.lon-1.mediadock.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('ingrid-solberg.lon-1.mediadock.test (opens in a new tab)');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('Deployment Ingrid’s Plex finished')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByText('Deployment Ingrid’s Plex finished')).not.toBeInTheDocument());
  });

  it('shows an admin a deployment once, although both the customer and the admin channel deliver it', async () => {
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    await ready(portal, 'customer.demo', 'admin.demo');
    const event = { name: 'Rafael’s Emby', url: 'https://rafael-duarte.ams-2.mediadock.test' };
    expect(portal.realtime.emit('customer', 'new-deployment', event)).toBe(1);
    expect(portal.realtime.emit('admin', 'new-deployment', event)).toBe(1);
    await screen.findByText('Deployment Rafael’s Emby finished');
    await settle();
    expect(screen.getAllByText('Deployment Rafael’s Emby finished')).toHaveLength(1);
  });

  it('shows a deleted server for 10000 ms at the bottom right, with a link to its url', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'customer.demo');

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    portal.realtime.emit('customer', 'server-deleted', { serverAlias: 'plex-eu-01', url: 'https://plex-eu-01.lon-1.mediadock.test' });
    await screen.findByText('Server plex-eu-01 was deleted');
    const shown = toastWith('Server plex-eu-01 was deleted');
    expect(shown).toHaveAttribute('data-y-position', 'bottom');
    expect(shown).toHaveAttribute('data-x-position', 'right');
    expect(within(shown).getByRole('link', { name: /plex-eu-01\.lon-1\.mediadock\.test/ })).toHaveAttribute('href', 'https://plex-eu-01.lon-1.mediadock.test/');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('Server plex-eu-01 was deleted')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByText('Server plex-eu-01 was deleted')).not.toBeInTheDocument());
  });

  it('links to nothing when the url is not a web address', async () => {
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    await ready(portal, 'admin.demo');
    portal.realtime.emit('admin', 'server-deleted', { serverAlias: 'emby-old', url: 'javascript:alert(1)' });
    await screen.findByText('Server emby-old was deleted');
    expect(within(toastWith('Server emby-old was deleted')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('rebuild-menu and fetch-system-settings', () => {
  it('refetch the system settings on each event', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo');
    const log = requestLog();

    portal.realtime.emit('system', 'rebuild-menu');
    await waitFor(() => expect(log.count('/api/system/settings')).toBe(1));
    portal.realtime.emit('system', 'fetch-system-settings');
    await waitFor(() => expect(log.count('/api/system/settings')).toBe(2));
  });

  it('rebuild the menu from the settings the server has now', async () => {
    await signIn('customer-emby');
    const portal = renderPortal('/app/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Request lounge' })).toBeInTheDocument();
    await ready(portal, 'system.demo');

    setSetting({ request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' });
    portal.realtime.emit('system', 'rebuild-menu');
    expect(await within(menu).findByRole('link', { name: /Ask for a title/ })).toHaveAttribute('href', 'https://requests.example.com');
    expect(within(menu).queryByRole('link', { name: 'Request lounge' })).not.toBeInTheDocument();
  });
});

describe('the ticket alert', () => {
  const seededOpenTickets = () =>
    db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;

  it('shows an admin the waiting tickets from the count call, with a link to them, and goes with Got it!', async () => {
    await signIn('admin');
    const log = requestLog();
    const portal = renderPortal('/app/admin/dashboard');
    const count = seededOpenTickets();
    expect(count).toBeGreaterThan(0);

    const message = `You have ${count} tickets waiting for you!`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(log.count('/api/admin/support/tickets/count-new')).toBe(1);
    const shown = toastWith(message);
    expect(within(shown).getByRole('link', { name: 'Open the tickets' })).toHaveAttribute('href', '/app/admin/support/tickets');
    expect(window.localStorage.getItem(TICKET_ALERT_STORAGE_KEY)).toBe(String(count));

    await portal.user.click(within(shown).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('does not show the remembered count again after a reload, but does show a new one', async () => {
    await signIn('admin');
    const first = renderPortal('/app/admin/dashboard');
    const count = seededOpenTickets();
    await screen.findByText(`You have ${count} tickets waiting for you!`);
    first.unmount();
    toast.dismiss();

    // A reload: a new page, the same local storage.
    const portal = renderPortal('/app/admin/dashboard');
    await ready(portal, 'tickets.unread.demo');
    await waitFor(() => expect(portal.queryClient.getQueryState(ticketAlertKeys.countNew(DEMO_IDS.users.admin))?.status).toBe('success'));
    portal.realtime.emit('tickets', 'unread-tickets', { count });
    await settle();
    expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument();

    portal.realtime.emit('tickets', 'unread-tickets', { count: count + 1 });
    expect(await screen.findByText(`You have ${count + 1} tickets waiting for you!`)).toBeInTheDocument();
    expect(window.localStorage.getItem(TICKET_ALERT_STORAGE_KEY)).toBe(String(count + 1));
  });

  it('shows an admin a count from the tickets channel, never 0, never the same twice', async () => {
    server.use(http.get('*/api/admin/support/tickets/count-new', () => HttpResponse.json({ success: true, count: 0 })));
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    await ready(portal, 'tickets.unread.demo');
    await waitFor(() => expect(portal.queryClient.getQueryState(ticketAlertKeys.countNew(DEMO_IDS.users.admin))?.status).toBe('success'));
    await settle();
    expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument();

    portal.realtime.emit('tickets', 'unread-tickets', { count: 0 });
    await settle();
    expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument();

    portal.realtime.emit('tickets', 'unread-tickets', { count: 2 });
    await screen.findByText('You have 2 tickets waiting for you!');
    const shown = toastWith('You have 2 tickets waiting for you!');
    await portal.user.click(within(shown).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument());

    portal.realtime.emit('tickets', 'unread-tickets', { count: 2 });
    await settle();
    expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument();
  });

  it('shows a moderator the count from the tickets channel, linking to the moderator tickets, without the admin call', async () => {
    await signIn('moderator');
    const log = requestLog();
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'tickets.unread.demo');

    portal.realtime.emit('tickets', 'unread-tickets', { count: 5 });
    await screen.findByText('You have 5 tickets waiting for you!');
    expect(within(toastWith('You have 5 tickets waiting for you!')).getByRole('link', { name: 'Open the tickets' })).toHaveAttribute('href', '/app/moderator/tickets');
    expect(log.count('/api/admin/support/tickets/count-new')).toBe(0);
  });

  it('never shows for a customer, who neither calls the count nor joins the tickets channel', async () => {
    await signIn('customer-plex');
    const log = requestLog();
    const portal = renderPortal('/app/dashboard');
    await ready(portal, 'system.demo', 'customer.demo');

    expect(portal.realtime.joinedChannels()).not.toContain('tickets.unread.demo');
    expect(portal.realtime.emit('tickets', 'unread-tickets', { count: 7 })).toBe(0);
    await settle();
    expect(screen.queryByText(/tickets waiting for you!/)).not.toBeInTheDocument();
    expect(log.count('/api/admin/support/tickets/count-new')).toBe(0);
    expect(window.localStorage.getItem(TICKET_ALERT_STORAGE_KEY)).toBeNull();
  });
});
