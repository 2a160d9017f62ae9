import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integrationRoutes } from '../routes.tsx';
import { loadScreens } from '../test-support.ts';


setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

describe('the integrations layout', () => {
  it('links every integration, grouped by kind, and marks the open one', async () => {
    await signInAs('admin');
    renderRoutes(integrationRoutes, { url: '/app/admin/integrations/whmcs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' }, { timeout: 15_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Integrations' });
    // The overview and the 19 integrations.
    expect(within(nav).getAllByRole('link')).toHaveLength(20);
    expect(within(nav).getByRole('list', { name: 'Media servers' })).toHaveTextContent(/Plex.*Emby.*Jellyfin/);
    expect(within(nav).getByRole('list', { name: 'Deployments' })).toHaveTextContent(/Docker.*Docker services.*Images.*Nodes.*Scripts.*Automations/);
    expect(within(nav).getByRole('list', { name: 'Communication' })).toHaveTextContent(/Discord.*Mail/);
    expect(within(nav).getByRole('link', { name: 'WHMCS' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Kronos API' })).toHaveAttribute('href', '/app/admin/integrations/kronos-api');
  });

  it('folds the links behind a button on a phone, which names the open page and closes once a link is followed', async () => {
    await signInAs('admin');
    const { user } = renderRoutes(integrationRoutes, { url: '/app/admin/integrations' });
    const toggle = await screen.findByRole('button', { name: 'Integrations menu: Overview' }, { timeout: 15_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Integrations' })).getByRole('link', { name: 'Plex' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plex' })).toBeInTheDocument();
    const closed = screen.getByRole('button', { name: 'Integrations menu: Plex' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
  });
});
