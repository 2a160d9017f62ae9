import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmcsTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./whmcs-screen.tsx');
}, 120_000);

const { resellerLon, resellerWaw } = DEMO_IDS.nodes;

async function open() {
  await signInAs('reseller');
  renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs' });
  return screen.findByRole('form', { name: 'WHMCS link' });
}

describe('the WHMCS link', () => {
  it('shows the saved link with the secret only as set, and the last test beside the form', async () => {
    const form = await open();
    expect(screen.getByRole('heading', { level: 2, name: 'WHMCS link' })).toBeInTheDocument();
    expect(within(form).getByLabelText('WHMCS address')).toHaveValue('https://billing.okafor-media.test');
    expect(within(form).getByLabelText('API identifier')).toHaveValue('Hq7RmX2vLp9sKd4W');
    expect(within(form).getByText('Set')).toBeInTheDocument();
    expect(within(form).getByLabelText('New API secret')).toHaveValue('');
    const test = screen.getByRole('region', { name: 'Connection test' });
    expect(within(test).getByText('Connected')).toBeInTheDocument();
  });

  it('tests the connection and shows the result beside the form, not over it', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const test = screen.getByRole('region', { name: 'Connection test' });
    expect(await within(test).findByText(/Connected to WHMCS 8\.11\.2: \d+ clients, \d+ active services\./)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'WHMCS link' })).toBeInTheDocument();
  });

  it('checks the fields before saving', async () => {
    const user = userEvent.setup();
    const form = await open();
    const url = within(form).getByLabelText('WHMCS address');
    await user.clear(url);
    await user.type(url, 'http://billing.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(await within(form).findByText('Enter an https address, like https://billing.example.com.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New API secret'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(await within(form).findByText('The API secret has at least 16 characters.')).toBeInTheDocument();
  });

  it('shows the server’s 422 next to its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const form = await open();
    const identifier = within(form).getByLabelText('API identifier');
    await user.clear(identifier);
    await user.type(identifier, 'x'.repeat(70));
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(await within(form).findByText('The identifier field must not be greater than 64 characters.')).toBeInTheDocument();
    expect(identifier).toHaveValue('x'.repeat(70));
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves new credentials, which then wait for a test; a test that fails says why beside the form', async () => {
    const user = userEvent.setup();
    const form = await open();
    const url = within(form).getByLabelText('WHMCS address');
    await user.clear(url);
    await user.type(url, 'https://offline.okafor-media.test');
    await user.type(within(form).getByLabelText('New API secret'), 'a-new-secret-of-20-chars');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The WHMCS link has been saved.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const test = screen.getByRole('region', { name: 'Connection test' });
    expect(await within(test).findByText('Not tested since the link was saved.')).toBeInTheDocument();
    await user.click(within(test).getByRole('button', { name: 'Test connection' }));
    expect(await within(test).findByText('Not connected')).toBeInTheDocument();
    expect(within(test).getByText(/Could not connect to https:\/\/offline\.okafor-media\.test\/includes\/api\.php/)).toBeInTheDocument();
  });

  it('lists the reseller’s products with their WHMCS product and the nodes as WHMCS sees them', async () => {
    await open();
    const mapping = await screen.findByRole('table', { name: 'Product mapping' });
    const first = within(mapping).getByRole('link', { name: 'Plex Starter London' }).closest('tr');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/app/reseller-panel/whmcs/products/1');
    expect(within(first!).getByText('Plex Starter')).toBeInTheDocument();
    const unmapped = within(mapping).getByRole('link', { name: 'Plex Family London' }).closest('tr');
    expect(within(unmapped!).getByText('Not mapped')).toBeInTheDocument();
    const nodes = await screen.findByRole('list', { name: 'Nodes in WHMCS' });
    expect(within(nodes).getByRole('link', { name: 'lon-r1' })).toHaveAttribute('href', `/app/reseller-panel/whmcs/node/${resellerLon}`);
    expect(within(nodes).getByRole('link', { name: 'waw-r1' })).toHaveAttribute('href', `/app/reseller-panel/whmcs/node/${resellerWaw}`);
  });

  it('shows a user with a reseller node the link without the means to change it, and only their node', async () => {
    await login({ email: 'node@demo.test', password: 'demo1234' });
    renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs' });
    expect(await screen.findByText('The reseller who runs your node manages the WHMCS link.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'WHMCS link' })).not.toBeInTheDocument();
    const nodes = await screen.findByRole('list', { name: 'Nodes in WHMCS' });
    expect(within(nodes).getAllByRole('link').map((link) => link.textContent)).toEqual(['waw-r1']);
  });

  it('says when the link could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs' }]);
    await signInAs('reseller');
    renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs' });
    expect(await screen.findByRole('heading', { name: 'The WHMCS link could not be loaded' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
