import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/nodes') {
  await signInAs('admin');
  const rendered = renderRoutes(nodeRoutes, { url });
  await screen.findByRole('heading', { level: 1, name: 'Nodes' });
  return rendered;
}

const table = () => screen.findByRole('table', { name: /^Nodes \(\d+\)$/ });
const names = (list: HTMLElement) => within(list).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0]!.textContent);
const rowOf = (list: HTMLElement, name: string) => within(list).getAllByRole('row').find((row) => within(row).queryByRole('link', { name }))!;

describe('the node list', () => {
  it('shows a page of nodes by name, each with its host, location, state, servers, monitoring and what needs attention', async () => {
    await open();
    const list = await table();
    expect(list).toHaveAccessibleName(`Nodes (${db.node.count()})`);
    expect(names(list)).toHaveLength(25);
    expect(names(list).slice(0, 3)).toEqual(['ams-01', 'ash-01', 'ash-02']);
    const fra = rowOf(list, 'fra-01');
    expect(within(fra).getByRole('link', { name: 'fra-01' })).toHaveAttribute('href', '/app/admin/nodes/1');
    expect(within(fra).getByText('fra-01.nodes.mediadock.test')).toBeInTheDocument();
    expect(within(fra).getByText('Frankfurt, DE')).toBeInTheDocument();
    expect(within(fra).getByText('Online')).toBeInTheDocument();
    expect(within(fra).getByText('3 / 40')).toBeInTheDocument();
    expect(within(fra).getByText('Monitored')).toBeInTheDocument();
    expect(within(fra).getByText('Nothing')).toBeInTheDocument();
    const nyc = rowOf(list, 'nyc-01');
    expect(within(within(nyc).getByRole('list', { name: 'Reasons' })).getByText('Offline')).toBeInTheDocument();
    expect(within(rowOf(list, 'fra-02')).getByText('Disk almost full')).toBeInTheDocument();
    expect(within(rowOf(list, 'ams-01')).getByText('Mount failed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Node pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('keeps the search, the filters, the order and the page in the address', async () => {
    const { user, router } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'offline');
    await waitFor(() => expect(router.state.location.search).toBe('?status=offline'));
    await waitFor(async () => expect(names(await table()).every((name) => db.node.getAll().find((node) => node.alias === name)?.online === false)).toBe(true));

    await user.click(screen.getByRole('switch', { name: 'Only nodes that need attention' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=offline&attention=1'));

    await user.click(screen.getByRole('button', { name: 'Servers' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=-servers'));
    expect(screen.getByRole('columnheader', { name: /Servers/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(async () => expect(names(await table())[0]).toBe('nyc-01'));
  });

  it('opens a bookmarked view as it was left', async () => {
    await open('/app/admin/nodes?q=frankfurt&sort=-name');
    expect(screen.getByRole('searchbox', { name: 'Search nodes' })).toHaveValue('frankfurt');
    await waitFor(async () => expect(names(await table())).toEqual(['fra-02', 'fra-01']));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('navigation', { name: 'Node pages' })).toBeNull();
  });

  it('says when no node matches, with a way back to all of them', async () => {
    const { user, router } = await open('/app/admin/nodes?q=no-such-node');
    expect(await screen.findByRole('heading', { name: 'No nodes match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every node' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(names(await table())).toHaveLength(25);
  });

  it('says when the nodes could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The nodes could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an answer it cannot read as an error', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/nodes' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The nodes could not be loaded' })).toBeInTheDocument();
  });

  it('restarts the containers of the chosen nodes and says which failed and why', async () => {
    const { user } = await open('/app/admin/nodes?q=-01');
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Select fra-01' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select nyc-01' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on nodes' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Restart containers' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restart the containers of 2 nodes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restart containers' }));

    const summary = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(summary).toHaveTextContent('1 of 2 nodes succeeded, 1 failed.');
    const failed = within(summary).getByRole('region', { name: 'Failed' });
    expect(failed).toHaveTextContent('nyc-01');
    expect(failed).toHaveTextContent('nyc-01 is offline, so its containers cannot be restarted.');
    expect(within(summary).getByRole('region', { name: 'Succeeded' })).toHaveTextContent('fra-01');
    await user.click(within(summary).getByRole('button', { name: 'OK' }));
    // The failed node stays chosen, to try again.
    expect(within(screen.getByRole('region', { name: 'Bulk actions on nodes' })).getByText('1 selected')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Select nyc-01' })).toBeChecked();
  });

  it('adds the chosen nodes to monitoring', async () => {
    const { user } = await open('/app/admin/nodes?q=sgp');
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Select every node on this page' }));
    await user.click(screen.getByRole('button', { name: 'Add to monitoring' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('1 node is now being monitored.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf(list, 'sgp-01')).getByText('Monitored')).toBeInTheDocument());
  });

  it('removes the chosen nodes from monitoring', async () => {
    const { user } = await open('/app/admin/nodes?q=frankfurt');
    const list = await table();
    await user.click(within(list).getByRole('checkbox', { name: 'Select every node on this page' }));
    await user.click(screen.getByRole('button', { name: 'Remove from monitoring' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('2 nodes are no longer being monitored.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    // Unmonitored now, and flagged for it.
    await waitFor(() => expect(within(rowOf(list, 'fra-02')).getAllByText('Not monitored')).toHaveLength(2));
  });

  it('monitors every node at once', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Monitor all nodes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Every node is now being monitored');
    expect(db.node.getAll().every((node) => node.monitor_id !== null)).toBe(true);
  });
});
