import { login, sessionStore, systemKeys } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_IMPERSONATION_TOKEN, demoAccount } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { faviconFrom } from './favicon.ts';
import { menuStore } from './menu/menu-store.ts';

setupDemoBackend();
afterEach(() => {
  signOutForTest();
  menuStore.setState({ adminChoice: 'admin', mobileOpen: false });
});

async function signIn(role: Parameters<typeof demoAccount>[0]) {
  const account = demoAccount(role);
  await login({ email: account.email, password: account.password });
}

function setSetting(data: Partial<ReturnType<typeof db.setting.getAll>[number]>) {
  const settings = db.setting.getAll()[0]!;
  db.setting.update({ where: { id: { equals: settings.id } }, data });
}

describe('the footer', () => {
  it('shows the demo banner, the app name, the copyright years from 2018 and the version', async () => {
    renderPortal('/app/login');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('This is a demo: most settings are disabled.')).toBeInTheDocument();
    const settings = db.setting.getAll()[0]!;
    expect(within(footer).getByText(`© 2018–${new Date().getFullYear()} ${settings.app_name}`)).toBeInTheDocument();
    expect(within(footer).getByText(`Version ${settings.app_version}`)).toBeInTheDocument();
  });

  it('has no demo banner outside demo mode', async () => {
    setSetting({ demo_mode: false });
    renderPortal('/app/login');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(/Version/);
    expect(within(footer).queryByText(/most settings are disabled/)).not.toBeInTheDocument();
  });
});

describe('the tab icon', () => {
  it('follows an uploaded raster icon, and keeps the portal’s own for anything else', async () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/svg+xml';
    link.href = '/favicon.svg';
    document.head.append(link);
    try {
      const png = 'data:image/png;base64,iVBORw0KGgo=';
      setSetting({ icon_data: png });
      renderPortal('/app/login');
      await waitFor(() => expect(link.getAttribute('href')).toBe(png));
      expect(link.hasAttribute('type')).toBe(false);
      expect(faviconFrom('data:image/svg+xml,%3Csvg onload=%22alert(1)%22/%3E')).toBeNull();
      expect(faviconFrom('javascript:alert(1)')).toBeNull();
      expect(faviconFrom(png)).toBe(png);
    } finally {
      link.remove();
    }
  });
});

describe('the logo', () => {
  it('leads guests to /app, customers to the dashboard and admins to the admin dashboard', async () => {
    renderPortal('/app/login');
    expect(await screen.findByRole('link', { name: 'MediaDock' })).toHaveAttribute('href', '/app');
  });

  it('leads an admin to the admin dashboard', async () => {
    await signIn('admin');
    renderPortal('/app/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'MediaDock' })).toHaveAttribute('href', '/app/admin/dashboard');
  });

  it('shows the logo image when the settings have one', async () => {
    setSetting({ logo_data: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' });
    await signIn('customer-plex');
    renderPortal('/app/dashboard');
    const logo = await screen.findByRole('img', { name: 'MediaDock' });
    expect(logo.closest('a')).toHaveAttribute('href', '/app/dashboard');
  });
});

describe('the menus', () => {
  it('gives guests the guest menu with the links the system allows', async () => {
    setSetting({ user_request_trial: false });
    renderPortal('/app/login');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Accept invite' })).toHaveAttribute('href', '/app/accept-invite');
    expect(within(menu).queryByRole('link', { name: 'Request trial' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the current page in the customer menu', async () => {
    await signIn('customer-plex');
    renderPortal('/app/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const current = within(menu).getByRole('link', { name: 'Dashboard' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('active');
    expect(within(menu).getByRole('link', { name: 'Plex tools' })).toBeInTheDocument();
  });

  it('lets an admin switch to the User Menu and keeps the choice', async () => {
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'System Settings' })).toHaveAttribute('href', '/app/admin/app-management');
    await portal.user.click(within(menu).getByRole('button', { name: 'User Menu' }));
    expect(within(menu).getByRole('button', { name: 'User Menu' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).queryByRole('link', { name: 'System Settings' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(window.localStorage.getItem('menu')).toBe('"user"');
  });

  it('rebuilds when the system settings change', async () => {
    await signIn('customer-emby');
    const portal = renderPortal('/app/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Request lounge' })).toBeInTheDocument();
    setSetting({ request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' });
    await portal.queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
    expect(await within(menu).findByRole('link', { name: /Ask for a title/ })).toHaveAttribute('href', 'https://requests.example.com');
    expect(within(menu).queryByRole('link', { name: 'Request lounge' })).not.toBeInTheDocument();
  });
});

describe('a feature the admins switched off', () => {
  afterEach(() => {
    db.featureToggle.update({ where: { id: { equals: 'platform' } }, data: { tv_schedule: true, status_page: true } });
  });

  it('leaves the menu and sends a user on its screen to the dashboard once the settings change', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/tv-schedule');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'TV schedule' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe('/app/tv-schedule');
    db.featureToggle.update({ where: { id: { equals: 'platform' } }, data: { tv_schedule: false, status_page: false } });
    await portal.queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/app/dashboard'));
    const rebuilt = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(rebuilt).findByRole('link', { name: 'Community center' })).toBeInTheDocument();
    expect(within(rebuilt).queryByRole('link', { name: 'TV schedule' })).not.toBeInTheDocument();
    expect(within(rebuilt).queryByRole('link', { name: 'Status' })).not.toBeInTheDocument();
  });
});

describe('the collapsible menu of narrow screens', () => {
  it("shows the user's name and e-mail, notifications, settings and sign out", async () => {
    await signIn('customer-jellyfin');
    const portal = renderPortal('/app/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await portal.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const account = demoAccount('customer-jellyfin');
    expect(within(panel).getByText(account.email)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/app/notifications/all');
    expect(within(panel).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/app/settings');
    expect(within(panel).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/app/logout');
    await portal.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('the account menu', () => {
  it('offers notifications, account settings and sign out', async () => {
    await signIn('customer-plex');
    const portal = renderPortal('/app/dashboard');
    await portal.user.click(await screen.findByRole('button', { name: /^Account menu of/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Notifications', 'Account settings', 'Sign out']);
  });
});

describe('the Wiki link', () => {
  it('shows for admins on admin pages only', async () => {
    setSetting({ wiki_url: 'https://wiki.example.com' });
    await signIn('admin');
    const portal = renderPortal('/app/admin/dashboard');
    expect(await screen.findByRole('link', { name: /Wiki/ })).toHaveAttribute('href', 'https://wiki.example.com');
    await portal.router.navigate('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your servers' });
    expect(screen.queryByRole('link', { name: /Wiki/ })).not.toBeInTheDocument();
  });
});

describe('impersonation', () => {
  it('shows who the admin is signed in as, and returns back to the admin', async () => {
    await signIn('admin');
    const portal = renderPortal(`/app/impersonate/${DEMO_IMPERSONATION_TOKEN}`);
    const bar = await screen.findByRole('region', { name: 'Impersonation' });
    const plex = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })!;
    expect(within(bar).getByText(`Signed in as ${plex.name}`)).toBeInTheDocument();
    await portal.user.click(within(bar).getByRole('button', { name: 'Return back' }));
    await waitFor(() => expect(sessionStore.getState().user?.email).toBe(demoAccount('admin').email));
    expect(sessionStore.getState().returnKey).toBeNull();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe(`/app/admin/dashboard?restore-session=1&modaltype=user&userid=${plex.id}`));
    // The restore-session link opens the user the admin was acting as.
    const view = await screen.findByRole('dialog', { name: 'User' });
    expect(await within(view).findByText(plex.email)).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Open the user' })).toHaveAttribute('href', `/app/admin/users/${plex.id}`);
  });
});

describe('the restore-session link', () => {
  it('opens a server view, and closing it leaves the address clean', async () => {
    await signIn('admin');
    const portal = renderPortal(`/app/admin/dashboard?restore-session=1&serverid=${DEMO_IDS.servers.jellyfin}`);
    const view = await screen.findByRole('dialog', { name: 'Server' });
    const server = db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.jellyfin } } })!;
    expect(await within(view).findByText(server.name)).toBeInTheDocument();
    expect(within(view).getByText('Jellyfin')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Open the server' })).toHaveAttribute('href', `/app/admin/nodes/${server.node_id}/container/${server.id}`);
    await portal.user.keyboard('{Escape}');
    await waitFor(() => expect(portal.location()).toBe('/app/admin/dashboard'));
    // The address changes in a transition; the dialog goes when the screen below has rendered.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Server' })).not.toBeInTheDocument());
  });

  it('is not opened for a customer', async () => {
    await signIn('customer-plex');
    renderPortal('/app/dashboard?restore-session=1&modaltype=user&userid=1');
    await screen.findByRole('heading', { level: 1, name: 'Your servers' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
