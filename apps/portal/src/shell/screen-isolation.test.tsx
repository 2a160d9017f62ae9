import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { demoAccount } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

function BrokenScreen(): React.ReactNode {
  throw new TypeError("Cannot read properties of undefined (reading 'limit')");
}

const brokenScreen = { path: 'broken', handle: { access: { auth: true }, title: 'Broken' }, element: <BrokenScreen /> };

describe('a screen that crashes while it renders', () => {
  it('shows a panel in its place while the header, menu and bell keep working, and is left behind on navigation', async () => {
    // React reports the caught crash to the console; this test crashes on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = demoAccount('customer-plex');
    await login({ email: account.email, password: account.password });
    const { user, location } = renderPortal('/app/broken', { extraScreens: [brokenScreen] });

    expect(await screen.findByRole('heading', { level: 1, name: 'This screen ran into a problem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await user.click(screen.getByText('Show details'));
    expect(screen.getByText(/TypeError: Cannot read properties of undefined \(reading 'limit'\)/)).toBeVisible();

    // The shell is untouched: the header with its bell, and the menu.
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: /notifications/i })).toBeInTheDocument();
    const menu = screen.getAllByRole('navigation').find((nav) => within(nav).queryByRole('link', { name: 'Support' }));
    expect(menu).toBeDefined();

    await user.click(within(menu!).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
    expect(location()).toBe('/app/dashboard');
    expect(screen.queryByText('This screen ran into a problem')).not.toBeInTheDocument();
  });

  it('offers the way to the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = demoAccount('customer-plex');
    await login({ email: account.email, password: account.password });
    const { user, location } = renderPortal('/app/broken', { extraScreens: [brokenScreen] });
    await user.click(await screen.findByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
    expect(location()).toBe('/app/dashboard');
  });
});
