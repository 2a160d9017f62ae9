import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integrationRoutes } from '../routes.tsx';
import { loadScreens } from '../test-support.ts';


setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(integrationRoutes, { url: '/app/admin/integrations' });
  await screen.findByRole('heading', { level: 2, name: 'Media servers' }, { timeout: 15_000 });
  return rendered;
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('the integrations overview', () => {
  it('shows every integration with whether it is set up and how its last check went', async () => {
    await open();
    for (const group of ['Media servers', 'Deployments', 'Hosting', 'Billing', 'Media tools', 'Communication', 'API']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(within(card('Plex')).getByText('Set up')).toBeInTheDocument();
    expect(within(card('Plex')).getByText('Healthy')).toBeInTheDocument();
    expect(within(card('Sonarr')).getByText('Not set up')).toBeInTheDocument();
    expect(within(card('Sonarr')).getByText('Not checked yet')).toBeInTheDocument();
    expect(within(card('Tautulli')).getByText('Failing')).toBeInTheDocument();
    expect(within(card('Tautulli')).getByText('Could not connect to 10.20.0.14:8181: the connection timed out after 10 seconds.')).toBeInTheDocument();
    expect(within(card('Plex')).getByRole('link', { name: 'Plex' })).toHaveAttribute('href', '/app/admin/integrations/plex');
    // Lists of their own have nothing to test.
    expect(within(card('Kronos API')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tests a connection and shows the outcome in the integration\'s row', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Test connection: Sonarr' }));
    expect(await within(card('Sonarr')).findByText('Not set up: url, api key missing.')).toBeInTheDocument();
    expect(within(card('Sonarr')).getByText('Failing')).toBeInTheDocument();
    expect(within(card('Sonarr')).getByText('just now')).toBeInTheDocument();
  });

  it('says when the integrations could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations' }]);
    await signInAs('admin');
    renderRoutes(integrationRoutes, { url: '/app/admin/integrations' });
    expect(await screen.findByRole('heading', { name: 'The integrations could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
