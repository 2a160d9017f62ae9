import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appManagementRoutes } from '../routes.tsx';
import { loadScreens } from '../test-routes.tsx';

setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

describe('the System Settings', () => {
  it('lists every section with what it controls and a link, below the tabs of all nine pages', async () => {
    await signInAs('admin');
    const { user, router } = renderRoutes(appManagementRoutes, { url: '/app/admin/app-management' });
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'System Settings sections' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'System',
      'Deployment',
      'Products and billing',
      'Trials',
      'Support',
      'Exports',
      'Feature toggles',
      'Product settings',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    // The overview is a screen of its own below the layout's title and tabs, and may come a moment later.
    const sections = await screen.findByRole('list', { name: 'Sections of the System Settings' });
    expect(within(sections).getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(within(sections).getByText(/Whether customers see their invoices/)).toBeInTheDocument();
    expect(within(sections).getByRole('link', { name: 'Open the feature toggles' })).toHaveAttribute('href', '/app/admin/app-management/feature-toggle');

    await user.click(within(sections).getByRole('link', { name: 'Open the trial settings' }));
    expect(router.state.location.pathname).toBe('/app/admin/app-management/trials');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trial settings' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Trials' })).toHaveAttribute('aria-current', 'page');
  });
});
