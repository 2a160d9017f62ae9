import type { Page } from '@playwright/test';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { expect, test, waitForSubscribers } from '../realtime/fixtures.ts';
import { expectHeading, signIn } from './support.ts';

/**
 * The production build against a real laravel-echo-server 1.6: the page subscribes its private
 * channels through the server, which asks the demo backend's `/api/broadcasting/auth` with the
 * page's bearer token; events published through the server's HTTP API, as Laravel publishes
 * them, show in the page. The servers are shared and restarted, so these tests run one by one.
 */
test.describe.configure({ mode: 'serial' });

const NEW_VERSION = 'A new version of the app is available. Please refresh the page to use the latest version.';

/** The channels an admin joins: every kind. */
function adminChannels(tenant: string): string[] {
  return ['system', 'notifications', 'customer', 'admin', 'tickets.unread'].map((kind) => `${kind}.${tenant}`);
}

function setSettings(data: Partial<ReturnType<typeof db.setting.getAll>[number]>) {
  const settings = db.setting.getAll()[0]!;
  db.setting.update({ where: { id: { equals: settings.id } }, data });
}

function openTickets(): number {
  return db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;
}

function unreadNotifications(userId: number): number {
  return db.notification.getAll().filter((notification) => notification.user_id === userId && notification.read_at === null).length;
}

function ticketAlert(page: Page, count = openTickets()) {
  return page.getByRole('listitem').filter({ hasText: `You have ${count} tickets waiting for you!` });
}

/**
 * Signs in as an admin and waits for the shell's realtime alerts to be live: they load lazily
 * after the screen, and an event that arrives before they listen is not shown. The ticket alert
 * an admin gets on load comes from them, so once it shows they listen.
 */
async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@demo.test');
  await expectHeading(page, 'Admin dashboard');
  await expect(ticketAlert(page)).toBeVisible();
}

/**
 * Reloads the page and waits until the shell's realtime alerts listen again. The toaster loads only
 * with the first toast, so it is no sign; the alerts ask for the ticket count when they mount, in
 * the same commit that subscribes their listeners, so once that call is made they listen.
 */
async function reloadUntilAlertsListen(page: Page) {
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/support/tickets/count-new');
  await page.reload();
  await asked;
}

/** Acknowledges the ticket alert of the load, so that it does not sit over the toasts under test. */
async function acknowledgeTicketAlert(page: Page) {
  await ticketAlert(page).getByRole('button', { name: 'Got it!' }).click();
  await expect(ticketAlert(page)).toBeHidden();
}

test('the page names the realtime server, and its Content-Security-Policy allows exactly that server', async ({ request, realtime }) => {
  const page = await request.get('/app/login');
  expect(page.status()).toBe(200);
  const html = await page.text();
  const named = [...html.matchAll(/<meta name="portal-realtime-url" content="([^"]*)"/g)].map((match) => match[1]);
  expect(named).toEqual([realtime.echo.url]);
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(page.headers()['content-security-policy'] ?? '')?.[1]?.trim().split(/\s+/);
  const { host } = new URL(realtime.echo.url);
  expect(connect).toEqual(["'self'", `http://${host}`, `ws://${host}`]);
});

test('an admin joins every channel, authorised by the demo backend with the page’s token', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);

  // The session keeps its token in local storage as JSON.
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  expect(token).toBeTruthy();
  expect(realtime.gate.decisions).toEqual(
    expect.arrayContaining(adminChannels(tenant).map((channel) => ({ channel: `private-${channel}`, authorization: `Bearer ${token}`, status: 200 }))),
  );
});

test('new-version shows its toast, and Refresh reloads the page', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await acknowledgeTicketAlert(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);

  // The server ignores an event published without data; Laravel always sends the event's public properties.
  await realtime.echo.publish(`system.${tenant}`, 'new-version', { version: '3.15.0' });
  const toast = page.getByRole('listitem').filter({ hasText: NEW_VERSION });
  await expect(toast).toBeVisible();

  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await toast.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expectHeading(page, 'Admin dashboard');
  await expect(page.getByText(NEW_VERSION)).toBeHidden();
  // The reloaded page subscribes again, through the backend again.
  const systemAuthorisations = () => realtime.gate.decisions.filter((decision) => decision.channel === `private-system.${tenant}` && decision.status === 200);
  await expect.poll(() => systemAuthorisations().length).toBe(2);
  await waitForSubscribers(realtime.echo, [`system.${tenant}`], 1);
});

test('new-notification reaches the notifications bell', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);
  const unread = unreadNotifications(DEMO_IDS.users.admin);
  const label = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName(label(unread));

  await realtime.echo.publish(`notifications.${tenant}`, 'new-notification', {
    notification: {
      id: 990_001,
      title: 'Nightly backup finished',
      content: '<p>The nightly backup of <strong>Becker Archive</strong> finished without errors.</p>',
      has_read: false,
      created_diff: 'just now',
      created_at: new Date().toISOString(),
    },
  });
  await expect(bell).toHaveAccessibleName(label(unread + 1));
});

test('new-deployment shows one toast with a link, though both the customer and admin channels deliver it', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await acknowledgeTicketAlert(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);

  const deployment = { name: 'Ingrid’s Plex', url: 'https://ingrid-solberg.lon-1.mediadock.test' };
  await realtime.echo.publish(`customer.${tenant}`, 'new-deployment', deployment);
  await realtime.echo.publish(`admin.${tenant}`, 'new-deployment', deployment);
  // Events on one connection arrive in order: once this one shows, both copies above have arrived.
  await realtime.echo.publish(`admin.${tenant}`, 'new-deployment', { name: 'Rafael’s Emby', url: 'https://rafael-duarte.ams-2.mediadock.test' });
  await expect(page.getByText('Deployment Rafael’s Emby finished')).toBeVisible();

  const toast = page.getByRole('listitem').filter({ hasText: 'Deployment Ingrid’s Plex finished' });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-y-position', 'bottom');
  await expect(toast).toHaveAttribute('data-x-position', 'right');
  await expect(toast.getByRole('link', { name: /ingrid-solberg\.lon-1\.mediadock\.test/ })).toHaveAttribute('href', `${deployment.url}/`);
});

test('rebuild-menu refetches the system settings, and the shell shows what changed', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);
  await expect(page.getByRole('link', { name: 'MediaDock', exact: true })).toBeVisible();

  setSettings({ app_name: 'StreamHaus' });
  const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/system/settings');
  await realtime.echo.publish(`system.${tenant}`, 'rebuild-menu', { reason: 'settings changed' });
  expect((await refetched).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'StreamHaus', exact: true })).toBeVisible();
});

test('unread-tickets updates the ticket alert', async ({ page, realtime, tenant }) => {
  await signInAsAdmin(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);

  const count = openTickets() + 2;
  await realtime.echo.publish(`tickets.unread.${tenant}`, 'unread-tickets', { count });
  const alert = ticketAlert(page, count);
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open the tickets' })).toHaveAttribute('href', '/app/admin/support/tickets');
});

test('after the realtime server restarts, the page subscribes again and receives events', async ({ page, realtime, tenant }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await acknowledgeTicketAlert(page);
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);

  await realtime.echo.stop();
  // Down: the page keeps working on the API alone.
  await reloadUntilAlertsListen(page);
  await expectHeading(page, 'Admin dashboard');
  await realtime.echo.start();

  // socket.io reconnects by itself (1 s, backing off to 5 s) and Echo subscribes every channel again.
  await waitForSubscribers(realtime.echo, adminChannels(tenant), 1);
  await realtime.echo.publish(`customer.${tenant}`, 'new-deployment', { name: 'After the restart', url: 'https://after-restart.lon-1.mediadock.test' });
  await expect(page.getByText('Deployment After the restart finished')).toBeVisible();
});

test('a channel the backend refuses (403) shows none of its events, and the page keeps working', async ({ page, realtime, tenant }) => {
  realtime.gate.refuse(`private-customer.${tenant}`);
  await signInAsAdmin(page);
  const allowed = adminChannels(tenant).filter((channel) => !channel.startsWith('customer.'));
  await waitForSubscribers(realtime.echo, allowed, 1);
  await expect
    .poll(() => realtime.gate.decisions.filter((decision) => decision.channel === `private-customer.${tenant}`).map((decision) => decision.status))
    .toContain(403);
  expect(await realtime.echo.subscriptionCount(`customer.${tenant}`)).toBe(0);
  await acknowledgeTicketAlert(page);

  await realtime.echo.publish(`customer.${tenant}`, 'new-deployment', { name: 'Refused', url: 'https://refused.lon-1.mediadock.test' });
  // The refused event would have arrived before this one, on the same connection.
  await realtime.echo.publish(`system.${tenant}`, 'new-version', { version: '3.15.0' });
  await expect(page.getByText(NEW_VERSION)).toBeVisible();
  await expect(page.getByText('Deployment Refused finished')).toHaveCount(0);

  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'MediaDock', exact: true }).click();
  await expectHeading(page, 'Admin dashboard');
});
