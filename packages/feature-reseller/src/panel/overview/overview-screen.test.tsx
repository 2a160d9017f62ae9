import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { panelRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./overview-screen.tsx');
}, 120_000);

async function open(url = '/app/reseller-panel') {
  await signInAs('reseller');
  return renderRoutes(panelRoutes, { url });
}

describe('the reseller panel’s overview', () => {
  it('shows the nodes with their load and health, the counts and what to act on', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const nodes = await screen.findByRole('list', { name: 'Your nodes' });
    expect(within(nodes).getByRole('link', { name: 'lon-r1' })).toHaveAttribute('href', '/app/reseller-panel/node/6');
    expect(within(nodes).getByRole('link', { name: 'waw-r1' })).toBeInTheDocument();
    expect(within(nodes).getByText('21 of 24')).toBeInTheDocument();
    expect(within(nodes).getByText('Needs a look')).toBeInTheDocument();
    const attention = screen.getByRole('list', { name: 'What to act on' });
    expect(within(attention).getByText('The node lon-r1 is nearly full.')).toBeInTheDocument();
    expect(within(attention).getAllByText(/is suspended\./)).toHaveLength(2);
  });

  it('pages through the servers and filters them, with the choices in the address', async () => {
    const { user, router } = await open();
    const servers = await screen.findByRole('list', { name: 'Servers' });
    expect(within(servers).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('34 servers')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Server pages' })).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(screen.getByText('2 servers')).toBeInTheDocument());
    expect(router.state.location.search).toContain('status=suspended');
  });

  it('searches the customers apart from the servers', async () => {
    const { user } = await open();
    expect(await screen.findByRole('list', { name: 'Customers' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'lucas.ferreira{Enter}');
    await waitFor(() => expect(screen.getByText('1 customer')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Customers' })).getByText('Lucas Ferreira')).toBeInTheDocument();
    expect(screen.getByText('34 servers')).toBeInTheDocument();
  });

  it('shows a user with one node only that node and its servers', async () => {
    await login({ email: 'node@demo.test', password: 'demo1234' });
    renderRoutes(panelRoutes, { url: '/app/reseller-panel' });
    const nodes = await screen.findByRole('list', { name: 'Your nodes' });
    expect(within(nodes).getAllByRole('listitem')).toHaveLength(1);
    expect(within(nodes).getByRole('link', { name: 'waw-r1' })).toBeInTheDocument();
    expect(await screen.findByText('13 servers')).toBeInTheDocument();
  });

  it('says when the overview could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The overview could not be loaded' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('says when no server matches', async () => {
    await open('/app/reseller-panel?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No servers match' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show every server' })).toBeInTheDocument();
  });
});
