import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { notificationOf, signInWithNotifications } from './notifications-test-support.ts';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const plex = DEMO_IDS.users.plex;

/** Every notifications call the portal makes, in order, as `path?query`; the demo backend still answers them. */
function recordNotificationCalls() {
  const calls: string[] = [];
  server.use(
    http.all('*/api/customer/notifications*', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
    }),
  );
  return calls;
}

async function openBell(portal: ReturnType<typeof renderPortal>, name: string | RegExp = /^Notifications/) {
  await portal.user.click(await screen.findByRole('button', { name }));
  // The menu is named by its trigger.
  return screen.findByRole('menu', { name: /^Notifications/ });
}

async function latestItems(menu: HTMLElement) {
  const group = await within(menu).findByRole('group', { name: 'Latest notifications' });
  return within(group).getAllByRole('menuitem');
}

describe('the notifications bell', () => {
  it('names the unread count, shows it on a badge and lists the latest five, newest first', async () => {
    await signInWithNotifications();
    const calls = recordNotificationCalls();
    const portal = renderPortal('/app/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(bell).toHaveTextContent('4');
    expect(calls).toContain('/api/customer/notifications?perpage=5&sortColumn=created_at&sortDirection=desc&page=1');
    expect(calls).toContain('/api/customer/notifications/count-unread');

    const menu = await openBell(portal, 'Notifications, 4 unread');
    const items = await latestItems(menu);
    expect(items.map((item) => item.getAttribute('aria-label')?.replace(/, [^,]+$/, ''))).toEqual([
      'Unread: Backup finished',
      'Unread: Media server update available',
      'Unread: Your request is available',
      'Scheduled maintenance',
      'Invite accepted',
    ]);
    expect(items[0]).toHaveAccessibleDescription(/The backup Nightly – config of .+ finished in 2 min 14 s\./);
    expect(within(items[0]!).getByText('Backup finished')).toBeVisible();
    expect(items[0]).toHaveTextContent(/minutes ago/);
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute('href', '/app/notifications/all');
    expect(within(menu).getByRole('menuitem', { name: 'Mark all read' })).toBeEnabled();
  });

  it('opens a notification in full, marks it read and lowers the count by one', async () => {
    await signInWithNotifications();
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 4 unread');
    await portal.user.click(within(menu).getByRole('menuitem', { name: /^Unread: Backup finished/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Backup finished' });
    expect(within(dialog).getByText(/finished in 2 min 14 s/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open the server' })).toHaveAttribute('href', '/app/dashboard/1');
    await waitFor(() => expect(db.notification.findFirst({ where: { title: { equals: 'Backup finished' }, user_id: { equals: plex } } })?.read_at).not.toBeNull());

    await portal.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveFocus();

    const reopened = await openBell(portal, 'Notifications, 3 unread');
    expect((await latestItems(reopened))[0]).toHaveAttribute('aria-label', expect.stringMatching(/^Backup finished, /));
  });

  it('does not call the server again for a notification that is already read', async () => {
    await signInWithNotifications();
    const calls = recordNotificationCalls();
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 4 unread');
    await portal.user.click(within(menu).getByRole('menuitem', { name: /^Scheduled maintenance/ }));
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread', hidden: true })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/read/'))).toEqual([]);
  });

  it('follows a link of the portal inside a notification without reloading, closing the dialog', async () => {
    const user = await signInWithNotifications();
    db.notification.create({
      id: 900,
      user_id: user.id,
      title: 'Older notifications',
      content: '<p>See <a href="/app/notifications/all?page=2">the second page</a>.</p>',
      read_at: null,
      created_at: new Date().toISOString(),
    });
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 5 unread');
    await portal.user.click(within(menu).getByRole('menuitem', { name: /^Unread: Older notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Older notifications' });
    await portal.user.click(within(dialog).getByRole('link', { name: 'the second page' }));
    await waitFor(() => expect(portal.location()).toBe('/app/notifications/all?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never lowers the count below zero', async () => {
    await signInWithNotifications();
    // The count says 0 although the list still has unread notifications (another tab read them).
    server.use(http.get('*/api/customer/notifications/count-unread', () => HttpResponse.json({ success: true, count: 0 })));
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications');
    expect(within(menu).getByRole('menuitem', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true');
    await portal.user.click(within(menu).getByRole('menuitem', { name: /^Unread: Backup finished/ }));
    await screen.findByRole('dialog', { name: 'Backup finished' });
    await waitFor(() => expect(db.notification.findFirst({ where: { title: { equals: 'Backup finished' }, user_id: { equals: plex } } })?.read_at).not.toBeNull());
    await portal.user.keyboard('{Escape}');

    // Had it gone to -1, one new notification would bring it back to 0.
    await waitFor(() => expect(portal.realtime.joinedChannels()).toContain('notifications.' + db.setting.getAll()[0]!.tenant));
    portal.realtime.emit('notifications', 'new-notification', { notification: notificationOf(900, 'Deployment finished') });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read: the count is 0 at once, then the list and the count are fetched again', async () => {
    await signInWithNotifications();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/customer/notifications/mark-all-read', async () => {
        // Hold the call, to see what the bell shows before the server answers.
        await answered;
      }),
    );
    const calls = recordNotificationCalls();
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 4 unread');
    await portal.user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));

    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).not.toHaveTextContent(/\d/);
    const pending = calls.indexOf('/api/customer/notifications/mark-all-read');
    expect(pending).toBeGreaterThan(-1);
    // The menu stays open and shows everything read already.
    expect((await latestItems(menu)).map((item) => item.getAttribute('aria-label'))).not.toContainEqual(expect.stringMatching(/^Unread/));
    expect(calls.slice(pending + 1)).toEqual([]);

    release();
    await waitFor(() =>
      expect(calls.slice(pending + 1).sort()).toEqual([
        '/api/customer/notifications/count-unread',
        '/api/customer/notifications?perpage=5&sortColumn=created_at&sortDirection=desc&page=1',
      ]),
    );
    expect(db.notification.getAll().filter((row) => row.user_id === plex && row.read_at === null)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('puts a notification pushed by the server first, keeps five and counts it', async () => {
    await signInWithNotifications();
    const portal = renderPortal('/app/dashboard');
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await waitFor(() => expect(portal.realtime.joinedChannels()).toContain('notifications.' + db.setting.getAll()[0]!.tenant));

    portal.realtime.emit('notifications', 'new-notification', {
      notification: notificationOf(900, 'Deployment finished', '<p><strong>Lee Plex</strong> was deployed.</p>'),
    });
    const menu = await openBell(portal, 'Notifications, 5 unread');
    const items = await latestItems(menu);
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveAttribute('aria-label', 'Unread: Deployment finished, just now');
    expect(items[0]).toHaveAccessibleDescription('Lee Plex was deployed.');
    expect(items.map((item) => item.getAttribute('aria-label'))).not.toContainEqual(expect.stringMatching(/Invite accepted/));
  });

  it('says so when there are no notifications', async () => {
    const user = await signInWithNotifications();
    db.notification.deleteMany({ where: { user_id: { equals: user.id } } });
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications');
    expect(await within(menu).findByText('No notifications.')).toBeVisible();
    expect(within(menu).queryByRole('group', { name: 'Latest notifications' })).not.toBeInTheDocument();
  });

  it('shows that the list is loading', async () => {
    await signInWithNotifications();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/customer/notifications', async () => {
        await answered;
      }),
    );
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 4 unread');
    expect(within(menu).getByRole('status')).toHaveTextContent('Loading notifications');
    release();
    expect(await latestItems(menu)).toHaveLength(5);
    expect(within(menu).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed list with a way to try again', async () => {
    await signInWithNotifications();
    let fail = true;
    server.use(
      http.get('*/api/customer/notifications', () => {
        if (fail) return HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 });
      }),
    );
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 4 unread');
    expect(await within(menu).findByText('Your notifications could not be loaded.')).toBeVisible();
    fail = false;
    await portal.user.click(within(menu).getByRole('menuitem', { name: 'Try again' }));
    expect(await latestItems(menu)).toHaveLength(5);
  });

  it('renders malicious notification content harmlessly', async () => {
    const user = await signInWithNotifications();
    db.notification.create({
      id: 900,
      user_id: user.id,
      title: 'Please read',
      content:
        '<p>Hello <strong>there</strong></p><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned = true" onclick="window.pwned = true">Click me</a><script>window.pwned = true</script>',
      read_at: null,
      created_at: new Date().toISOString(),
    });
    const portal = renderPortal('/app/dashboard');
    const menu = await openBell(portal, 'Notifications, 5 unread');
    const item = (await latestItems(menu))[0]!;
    expect(item).toHaveAttribute('aria-label', expect.stringMatching(/^Unread: Please read/));
    expect(item.querySelector('strong')).toHaveTextContent('there');
    expect(item.querySelector('img')).not.toHaveAttribute('onerror');
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelector('[onerror], [onclick]')).toBeNull();
    expect(item.querySelector('a')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));

    await portal.user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Please read' });
    const link = within(dialog).getByText('Click me');
    expect(link).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    expect(link).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    await portal.user.click(link);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
