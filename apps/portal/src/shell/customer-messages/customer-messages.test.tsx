import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, demoAccount, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { isOnPage } from './customer-messages.tsx';

const server = setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

const plex = DEMO_IDS.users.plex;

function addAlert(values: Partial<ReturnType<typeof db.customerAlert.getAll>[number]> = {}) {
  return db.customerAlert.create({
    id: 100 + db.customerAlert.count(),
    text: 'Planned maintenance tonight.',
    level: 'warning',
    link_url: '/app/status',
    link_text: 'Status page',
    dismissible: true,
    audience: 'everybody',
    server_type: null,
    node_id: null,
    user_ids: [],
    starts_at: null,
    ends_at: null,
    active: true,
    dismissed_by: [],
    created_at: new Date().toISOString(),
    ...values,
  });
}

function addPopup(values: Partial<ReturnType<typeof db.customerPopup.getAll>[number]> = {}) {
  return db.customerPopup.create({
    id: 100 + db.customerPopup.count(),
    title: 'New billing portal',
    body: '<p>Invoices moved to <strong>Billing</strong>.</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
    type: 'info',
    confirm_read: false,
    audience: 'everybody',
    server_type: null,
    node_id: null,
    user_ids: [],
    starts_at: null,
    ends_at: null,
    active: true,
    seen_by: [],
    created_at: new Date().toISOString(),
    ...values,
  });
}

async function openDashboard(path = '/app/dashboard') {
  await login(demoAccount('customer-plex'));
  const portal = renderPortal(path);
  // Hidden while a popup is open: the page behind a modal dialog is.
  await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 15_000 });
  return portal;
}

describe('the customer messages', () => {
  it('shows an alert aimed at the customer as a banner above the screen, with its link', async () => {
    addAlert();
    await openDashboard();
    const text = await screen.findByText('Planned maintenance tonight.');
    const main = screen.getByRole('main');
    expect(main).toContainElement(text);
    expect(screen.getByRole('link', { name: 'Status page' })).toHaveAttribute('href', '/app/status');
  });

  it('closes a dismissible alert for good', async () => {
    const alert = addAlert();
    const portal = await openDashboard();
    await screen.findByText('Planned maintenance tonight.');
    await portal.user.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByText('Planned maintenance tonight.')).not.toBeInTheDocument();
    await waitFor(() => expect(db.customerAlert.findFirst({ where: { id: { equals: alert.id } } })!.dismissed_by).toEqual([plex]));
  });

  it('offers no way to close an alert that is not dismissible, and leaves out those aimed at others', async () => {
    addAlert({ dismissible: false, text: 'Read this first.' });
    addAlert({ audience: 'resellers', text: 'Only for resellers.' });
    addAlert({ audience: 'everybody', active: false, text: 'Switched off.' });
    await openDashboard();
    expect(await screen.findByText('Read this first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss this message' })).not.toBeInTheDocument();
    expect(screen.queryByText('Only for resellers.')).not.toBeInTheDocument();
    expect(screen.queryByText('Switched off.')).not.toBeInTheDocument();
  });

  it('shows a popup once, sanitised, and tells the server it was seen', async () => {
    const popup = addPopup();
    const portal = await openDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'New billing portal' });
    expect(within(dialog).getByText('Billing', { selector: 'strong' })).toBeInTheDocument();
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    await portal.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(db.customerPopup.findFirst({ where: { id: { equals: popup.id } } })!.seen_by).toEqual([plex]));
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps a popup that must be confirmed open until the box is ticked', async () => {
    addPopup({ title: 'Terms of service', confirm_read: true });
    const portal = await openDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    await portal.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText('Please confirm you have read the message!')).toBeInTheDocument();
    await portal.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of service' })).toBeInTheDocument();
    await portal.user.click(within(dialog).getByRole('checkbox', { name: 'I have read the message' }));
    await portal.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('shows a block on its page only', async () => {
    db.contentBlock.create({ id: 50, name: 'Dashboard note', page: 'dashboard', html: '<p>Hello from the <em>team</em>.</p>', active: true, updated_at: new Date().toISOString() });
    const portal = await openDashboard();
    expect(await screen.findByText('team', { selector: 'em' })).toBeInTheDocument();
    await portal.router.navigate('/notifications/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.queryByText('team', { selector: 'em' })).not.toBeInTheDocument();
  });

  it('shows nothing and leaves the page alone when its call fails', async () => {
    addAlert();
    addPopup();
    setFaults([{ kind: 'status-500', path: '/api/customer/messages' }]);
    await openDashboard();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Planned maintenance tonight.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows nothing when its answer cannot be read', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/customer/messages', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ success: true, data: { alerts: [{ id: 'x', text: 5 }] } });
      }),
    );
    await openDashboard();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

describe('which page a block belongs to', () => {
  it('is the dashboard itself, or any screen of the other areas', () => {
    expect(isOnPage('/dashboard', 'dashboard')).toBe(true);
    expect(isOnPage('/dashboard/1', 'dashboard')).toBe(false);
    expect(isOnPage('/support/tickets', 'support')).toBe(true);
    expect(isOnPage('/shop', 'support')).toBe(false);
    expect(isOnPage('/shop', 'unknown-page')).toBe(false);
  });
});
