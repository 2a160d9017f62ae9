import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceRoutes } from '../routes.tsx';

// The first screen of a run waits for its lazy chunks to be transformed.
vi.setConfig({ testTimeout: 30_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/services') {
  await signInAs('admin');
  const view = renderRoutes(serviceRoutes, { url });
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' }, { timeout: 20_000 })).toBeInTheDocument();
  return view;
}

const table = () => screen.findByRole('table', { name: 'Services' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr')!;
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.firstChild?.textContent);

describe('the services list', () => {
  it('shows each service with its type, status, owner, node, product and billing', async () => {
    await open('/app/admin/services?user=6&sort=name');
    const row = await rowOf('Becker Archive');
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Jellyfin');
    expect(cells[2]).toHaveTextContent('Error');
    expect(within(cells[3]!).getByRole('link', { name: 'Hannah Becker' })).toHaveAttribute('href', '/app/admin/users/6');
    expect(cells[3]).toHaveTextContent('hannah.becker@demo.test');
    expect(within(cells[4]!).getByRole('link', { name: 'nyc-01' })).toHaveAttribute('href', '/app/admin/nodes/4');
    expect(cells[5]).toHaveTextContent('Jellyfin Family');
    expect(cells[6]).toHaveTextContent(/^QuarterlyNext due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await names()).toEqual(['Becker Archive', 'Becker Cinema 4K', 'Becker Holiday Films', 'Becker Kids']);
    expect(screen.getByText('4 services')).toBeInTheDocument();
    expect(screen.getByText('Only the services of Hannah Becker.')).toBeInTheDocument();
  });

  it('says when a service is not billed', async () => {
    await open('/app/admin/services?user=12');
    const cells = within(await rowOf('Kai’s Trial')).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('No product');
    expect(cells[6]).toHaveTextContent('Not billed');
  });

  it('filters, orders and searches through the address', async () => {
    const { user, router } = await open('/app/admin/services?user=6');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'plex');
    await waitFor(async () => expect(await names()).toEqual(['Becker Holiday Films', 'Becker Cinema 4K']));
    expect(router.state.location.search).toBe('?user=6&type=plex');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(async () => expect(await names()).toEqual(['Becker Cinema 4K', 'Becker Holiday Films']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(async () => expect(await names()).toEqual(['Becker Holiday Films']));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('suspended');

    await user.click(screen.getByRole('button', { name: 'Show every owner’s services' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'all');
    const search = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search services' });
    await user.type(search, 'ferreira{Enter}');
    await waitFor(async () => expect((await names()).sort()).toEqual(['Ferreira Family', 'Ferreira Plex']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ferreira');
  });

  it('narrows to a node chosen from the list of nodes', async () => {
    const { user } = await open('/app/admin/services?sort=name');
    await table();
    const nodeField = screen.getByRole('combobox', { name: 'Node' });
    await waitFor(() => expect(within(nodeField).getByRole('option', { name: 'lon-r1' })).toBeInTheDocument());
    await user.selectOptions(nodeField, 'lon-r1');
    // The reseller's London node: the seed's three servers and those of the reseller's customers.
    const onNode = db.server.getAll().filter((server) => server.node_id === 6).map((server) => server.name);
    expect(onNode).toEqual(expect.arrayContaining(['Ferreira Family', 'Ferreira Plex', 'Johansson Plex']));
    await waitFor(async () => expect((await names()).sort()).toEqual(onNode.sort()));
  });

  it('pages through many services', async () => {
    const at = new Date(Date.UTC(2023, 0, 1)).toISOString();
    for (let index = 0; index < 30; index += 1) {
      db.server.create({ id: 9000 + index, user_id: 17, node_id: 1, name: `Nwosu Archive ${index + 1}`, slug: `nwosu-${index}`, type: 'plex', status: 'running', plan: 'Plex Starter', created_at: at });
    }
    const { user } = await open('/app/admin/services?user=17');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('31 services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toHaveLength(6));
  });

  it('says when nothing matches, with a way back to every service', async () => {
    const { user } = await open('/app/admin/services?search=no-such-service');
    expect(await screen.findByRole('heading', { level: 2, name: 'No services match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every service' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says when there are no services at all', async () => {
    db.server.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'No services yet' })).toBeInTheDocument();
  });

  it('says when the services could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/services' }]);
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'The services could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('still lists the services when the nodes to filter by cannot be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/services/filters' }]);
    await open('/app/admin/services?node=6&user=10');
    expect(await rowOf('Ferreira Plex')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Node' })).toHaveDisplayValue('Node #6');
  });
});
