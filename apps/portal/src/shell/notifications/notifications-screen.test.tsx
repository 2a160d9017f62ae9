import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { signInWithNotifications } from './notifications-test-support.ts';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const plex = DEMO_IDS.users.plex;

async function rows() {
  const list = await screen.findByRole('list', { name: 'Notifications' });
  return within(list).getAllByRole('button');
}

describe('the all-notifications screen', () => {
  it('lists the notifications ten a page, newest first, keeping the page in the address', async () => {
    await signInWithNotifications();
    const pages: string[] = [];
    server.use(
      http.get('*/api/customer/notifications', ({ request }) => {
        pages.push(new URL(request.url).search);
      }),
    );
    const portal = renderPortal('/app/notifications/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(await rows()).toHaveLength(10);
    expect((await rows())[0]).toHaveAccessibleName(/^Unread: Backup finished/);
    expect(pages).toContain('?perpage=10&sortColumn=created_at&sortDirection=desc&page=1');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await portal.user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeVisible();
    expect(portal.location()).toBe('/app/notifications/all?page=2');
    const second = await rows();
    expect(second).toHaveLength(4);
    expect(second.at(-1)).toHaveAccessibleName(/^Welcome to MediaDock/);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await portal.user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(pager).findByText('Page 1 of 2')).toBeVisible();
    expect(portal.location()).toBe('/app/notifications/all');
  });

  it('opens at the page of its address', async () => {
    await signInWithNotifications();
    renderPortal('/app/notifications/all?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(await rows()).toHaveLength(4);
  });

  it('offers a way back from a page that no longer exists', async () => {
    await signInWithNotifications();
    const portal = renderPortal('/app/notifications/all?page=7');
    expect(await screen.findByRole('heading', { name: 'There are no notifications on this page.' })).toBeVisible();
    await portal.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(portal.location()).toBe('/app/notifications/all?page=2');
  });

  it('opens a notification to read it, marking it read here and on the bell', async () => {
    await signInWithNotifications();
    const portal = renderPortal('/app/notifications/all');
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    const row = (await rows())[0]!;
    expect(row).toHaveAttribute('aria-expanded', 'false');

    await portal.user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(/finished in 2 min 14 s/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Open the server' })).toHaveAttribute('href', '/app/dashboard/1');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(row).toHaveAccessibleName(/^Backup finished/);
    await waitFor(() => expect(db.notification.findFirst({ where: { title: { equals: 'Backup finished' }, user_id: { equals: plex } } })?.read_at).not.toBeNull());

    await portal.user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('marks all read', async () => {
    await signInWithNotifications();
    const portal = renderPortal('/app/notifications/all');
    expect(await screen.findByText('4 unread')).toBeVisible();
    await portal.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    for (const row of await rows()) expect(row).not.toHaveAccessibleName(/^Unread/);
    await waitFor(() => expect(db.notification.getAll().filter((row) => row.user_id === plex && row.read_at === null)).toEqual([]));
    expect(screen.queryByText('4 unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when there are no notifications', async () => {
    const user = await signInWithNotifications();
    db.notification.deleteMany({ where: { user_id: { equals: user.id } } });
    renderPortal('/app/notifications/all');
    expect(await screen.findByRole('heading', { name: 'No notifications.' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows that it is loading, then a failed load with a way to try again', async () => {
    await signInWithNotifications();
    let fail = true;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/customer/notifications', async ({ request }) => {
        if (new URL(request.url).searchParams.get('perpage') !== '10') return;
        await answered;
        if (fail) return HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 });
      }),
    );
    const portal = renderPortal('/app/notifications/all');
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    release();
    const error = await screen.findByRole('alert');
    expect(within(error).getByRole('heading', { name: 'Your notifications could not be loaded' })).toBeVisible();
    fail = false;
    await portal.user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(10);
  });
});
