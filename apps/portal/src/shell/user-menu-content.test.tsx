import { msg } from '@lingui/core/macro';
import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { demoAccount } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { activateLocale, addCatalog, LANGUAGE_STORAGE_KEY } from '@portal/ui-kit/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { menuStore } from './menu/menu-store.ts';

setupDemoBackend();
afterEach(async () => {
  signOutForTest();
  menuStore.setState({ adminChoice: 'admin', mobileOpen: false });
  await act(() => activateLocale('en'));
});

// The shell's catalog is extracted centrally; a German word of the menu stands in for it here.
const DASHBOARD = msg`Dashboard`;
void addCatalog('portal-test', async (locale) => ({ messages: locale === 'de' ? { [DASHBOARD.id]: 'Übersicht' } : {} }));

async function signIn() {
  const account = demoAccount('customer-plex');
  await login({ email: account.email, password: account.password });
  return account;
}

describe('the language choice of the account menu', () => {
  it('switches to Deutsch, remembers it and re-renders the page without a reload', async () => {
    await signIn();
    const portal = renderPortal('/app/dashboard');
    const main = await screen.findByRole('main');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await portal.user.click(await screen.findByRole('button', { name: /^Account menu of/ }));
    const languages = await screen.findByRole('group', { name: 'Language' });
    const radios = within(languages).getAllByRole('menuitemradio');
    expect(radios.map((item) => item.textContent)).toEqual(['English', 'Deutsch']);
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(languages).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await portal.user.click(within(languages).getByRole('menuitemradio', { name: 'Deutsch' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    // The same page, re-rendered in German: nothing was reloaded or mounted again.
    expect(await within(menu).findByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('main')).toBe(main);
    expect(portal.location()).toBe('/app/dashboard');

    await portal.user.click(screen.getByRole('button', { name: /^Account menu of/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is in the menu of narrow screens too, where the account menu is not shown', async () => {
    await signIn();
    const portal = renderPortal('/app/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await portal.user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const select = within(panel).getByRole('combobox', { name: 'Language' });

    await portal.user.selectOptions(select, 'Deutsch');

    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(await within(panel).findByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
  });
});
