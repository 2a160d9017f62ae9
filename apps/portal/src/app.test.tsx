import { login, sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_PASSWORD, demoAccount, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminArea } from '@portal/feature-admin';
import { customerArea } from '@portal/feature-customer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPortal } from '../test/render-portal.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());
// The areas' route modules are compiled on first import; doing it here keeps that time out of the
// tests' waits for the screen, which are sized for a user's wait, not a compiler's.
beforeAll(async () => {
  await Promise.all([adminArea.load(), customerArea.load()]);
}, 120_000);

async function signIn(role: Parameters<typeof demoAccount>[0], instance?: string) {
  const account = demoAccount(role);
  await login({ email: account.email, password: account.password, instance: instance ?? null });
}

function plexServerName(): string {
  return db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.plex } } })!.name;
}

describe('signing in', () => {
  it('sends a guest from the dashboard to login, then back to the dashboard after signing in', async () => {
    const portal = renderPortal('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/login?redirect=%2Fapp%2Fdashboard');

    await portal.user.type(screen.getByLabelText(/E-mail address/), 'plex@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/dashboard');
    expect(await screen.findByRole('link', { name: plexServerName() })).toHaveAttribute('href', `/app/dashboard/${DEMO_IDS.servers.plex}`);
  });

  it('lands on the redirect url it was given', async () => {
    const portal = renderPortal('/app/login?redirect=%2Fapp%2F404');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'emby@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portal.location()).toBe('/app/404'));
  });

  it('sends an admin to the admin dashboard, with the platform figures', async () => {
    const portal = renderPortal('/app/admin/login');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'admin@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/admin/dashboard');
    const figures = await screen.findByLabelText('Platform figures');
    expect(within(figures).getByText('Open tickets')).toBeInTheDocument();
    expect(within(figures).getByText('Servers')).toBeInTheDocument();
  });

  it('shows a wrong password next to the field and keeps what was typed', async () => {
    const portal = renderPortal('/app/login');
    const email = await screen.findByLabelText(/E-mail address/);
    await portal.user.type(email, 'plex@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('plex@demo.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('not-the-password');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const portal = renderPortal('/app/login');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'not-an-address');
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('refuses a customer on the admin login', async () => {
    const portal = renderPortal('/app/admin/login');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'plex@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(portal.location()).toBe('/app/admin/login');
  });
});

describe('the routing guard in the portal', () => {
  it('sends a customer away from an admin route with a redirect query', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fdashboard');
  });

  it('sends a signed-in user away from the login screen', async () => {
    await signIn('admin');
    const portal = renderPortal('/app/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/admin/dashboard');
  });

  it('sends /app to login when signed out', async () => {
    const portal = renderPortal('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/login');
  });

  it('shows the 404 screen for an unknown path', async () => {
    const portal = renderPortal('/app/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/404');
  });

  it('forces an admin to the set-up while the system is not initiated', async () => {
    const settings = db.setting.getAll()[0]!;
    db.setting.update({ where: { id: { equals: settings.id } }, data: { app_initiated: false } });
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    await waitFor(() => expect(portal.location()).toBe('/app/admin/system/init'));
  });
});

describe('signing out', () => {
  it('clears the session and returns to the login screen with the instance', async () => {
    await signIn('customer-emby', 'eu-west');
    const portal = renderPortal('/app/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your servers' });
    await portal.user.click(screen.getByRole('button', { name: /^Account menu of/ }));
    await portal.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/login?instance=eu-west');
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, returnKey: null });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('realtime', () => {
  it("joins the signed-in user's channels once the settings are loaded, and leaves them on logout", async () => {
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    const tenant = db.setting.getAll()[0]!.tenant;
    await waitFor(() =>
      expect(portal.realtime.joinedChannels().sort()).toEqual(
        [`admin.${tenant}`, `customer.${tenant}`, `notifications.${tenant}`, `system.${tenant}`, `tickets.unread.${tenant}`].sort(),
      ),
    );
    await portal.user.click(screen.getByRole('button', { name: /^Account menu of/ }));
    await portal.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(portal.realtime.joinedChannels()).toEqual([]));
  });

  it('gives a customer only the channels every signed-in user gets', async () => {
    await signIn('customer-jellyfin');
    const portal = renderPortal('/app/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your servers' });
    const tenant = db.setting.getAll()[0]!.tenant;
    await waitFor(() =>
      expect(portal.realtime.joinedChannels().sort()).toEqual([`customer.${tenant}`, `notifications.${tenant}`, `system.${tenant}`]),
    );
  });
});

describe('global alerts', () => {
  it("says 'Whoops' when the user cannot be fetched", async () => {
    await signIn('customer-plex');
    server.use(http.get('*/api/get-user', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 })));
    renderPortal('/app/dashboard');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Whoops')).toBeInTheDocument();
    expect(within(dialog).getByText('Something went wrong fetching the user')).toBeInTheDocument();
  });

  it('shows a quiet notice, not a dialog, when the server cannot be reached', async () => {
    await signIn('customer-plex');
    server.use(http.get('*/api/get-user', () => HttpResponse.error()));
    renderPortal('/app/dashboard');
    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
