import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, demoAccount, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { announcementStore } from './announcement-store.ts';
import { announcementKeys } from './api/announcement-keys.ts';

const server = setupDemoBackend();
afterEach(() => {
  signOutForTest();
  // The store lives as long as the page; each render here is a fresh page.
  announcementStore.setState({ closed: [] });
});

const plex = DEMO_IDS.users.plex;
const MAINTENANCE = 'Maintenance on fra-02 this Sunday';

const readByPlex = () =>
  db.announcementRead
    .getAll()
    .filter((row) => row.user_id === plex)
    .map((row) => row.announcement_id)
    .sort();

/** The Plex customer, who has read the older announcement but not the newest (id 2). */
async function signInWithAnnouncement() {
  db.announcementRead.deleteMany({ where: { user_id: { equals: plex }, announcement_id: { equals: 2 } } });
  expect(readByPlex()).toEqual([1]);
  await login(demoAccount('customer-plex'));
}

function markReadCalls() {
  const calls: string[] = [];
  server.use(
    http.post('*/api/customer/announcements/mark-read/:id', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    }),
  );
  return calls;
}


describe('the announcement modal', () => {
  it("shows the server's announcement with its header, content and a 'Don't show this again' switch", async () => {
    await signInWithAnnouncement();
    renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE });
    expect(dialog).toHaveAccessibleDescription(/We are patching fra-02 on Sunday between 03:00 and 04:00 UTC\./);
    expect(within(dialog).getByText('fra-02', { selector: 'strong' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'status page' })).toHaveAttribute('href', '/app/status');
    expect(within(dialog).getByRole('switch', { name: "Don't show this again" })).not.toBeChecked();
  });

  it('closes for this visit only while the switch is off', async () => {
    await signInWithAnnouncement();
    const calls = markReadCalls();
    const portal = renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE });
    await portal.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await portal.router.navigate('/notifications/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(readByPlex()).toEqual([1]);
  });

  it('closes and moves within the app when a link of its content leads to a portal page', async () => {
    await signInWithAnnouncement();
    const calls = markReadCalls();
    const portal = renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE });
    await portal.user.click(within(dialog).getByRole('link', { name: 'status page' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/app/status'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('comes back on the next page load when it was not marked read', async () => {
    await signInWithAnnouncement();
    const first = renderPortal('/app/dashboard');
    await first.user.click(within(await screen.findByRole('dialog', { name: MAINTENANCE })).getByRole('button', { name: 'Close' }));
    first.unmount();
    announcementStore.setState({ closed: [] });

    renderPortal('/app/dashboard');
    expect(await screen.findByRole('dialog', { name: MAINTENANCE })).toBeVisible();
  });

  it("marks it read when closed with 'Don't show this again' on", async () => {
    await signInWithAnnouncement();
    const calls = markReadCalls();
    const portal = renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE });
    await portal.user.click(within(dialog).getByRole('switch', { name: "Don't show this again" }));
    expect(within(dialog).getByRole('switch', { name: "Don't show this again" })).toBeChecked();
    await portal.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['/api/customer/announcements/mark-read/2']));
    await waitFor(() => expect(readByPlex()).toEqual([1, 2]));

    // The next page load asks the server again, which no longer has it for this user.
    portal.unmount();
    announcementStore.setState({ closed: [] });
    const next = renderPortal('/app/dashboard');
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
    await waitFor(() => expect(next.queryClient.getQueryState(announcementKeys.current(plex))?.status).toBe('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when the server has no announcement', async () => {
    await login(demoAccount('admin'));
    const announcements: unknown[] = [];
    server.use(
      http.get('*/api/customer/announcements', () => {
        announcements.push(null);
      }),
    );
    renderPortal('/app/admin/dashboard');
    await waitFor(() => expect(announcements).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders malicious content harmlessly', async () => {
    await login(demoAccount('customer-plex'));
    server.use(
      http.get('*/api/customer/announcements', () =>
        HttpResponse.json({
          success: true,
          announcement: {
            id: 9,
            header: 'Big news',
            size: 'xl',
            content: '<p>Read <em>this</em></p><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned = true" onclick="window.pwned = true">Details</a><script>window.pwned = true</script>',
          },
        }),
      ),
    );
    renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Big news' });
    expect(within(dialog).getByText('this', { selector: 'em' })).toBeVisible();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(dialog).getByText('Details')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
  });
});
