import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
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
  const rendered = renderRoutes(integrationRoutes, { url: '/app/admin/integrations/uptime-robot' });
  await screen.findByRole('heading', { level: 2, name: 'Node monitors' }, { timeout: 15_000 });
  await screen.findByRole('list', { name: 'Nodes and their monitors' });
  return rendered;
}

const nodeCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

function someNodes() {
  const nodes = db.node.getAll().sort((a, b) => a.alias.localeCompare(b.alias));
  const monitored = nodes.find((node) => node.monitor_id !== null)!;
  const unmonitored = nodes.find((node) => node.monitor_id === null)!;
  return { monitored, unmonitored };
}

describe('the Uptime Robot page', () => {
  it('shows the account settings through the generic form, then every node with its monitor', async () => {
    const { monitored, unmonitored } = someNodes();
    await open();
    expect(screen.getByRole('form', { name: 'Uptime Robot settings' })).toBeInTheDocument();
    expect(await within(nodeCard(unmonitored.alias)).findByText('Not monitored')).toBeInTheDocument();
    expect(await within(nodeCard(monitored.alias)).findByText(/^Monitor: (up|down|paused|unknown)$/)).toBeInTheDocument();
    expect(within(nodeCard(monitored.alias)).getByRole('link', { name: monitored.alias })).toHaveAttribute('href', `/app/admin/nodes/${monitored.id}`);
  });

  it('adds a monitor and removes one, with the spec\'s messages', async () => {
    const { monitored, unmonitored } = someNodes();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: `Add monitor for ${unmonitored.alias}` }));
    const added = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(added).toHaveTextContent('The node is now being monitored');
    await user.click(within(added).getByRole('button', { name: 'OK' }));
    expect(await within(nodeCard(unmonitored.alias)).findByText(/^Monitor: (up|down|paused|unknown)$/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: `Remove monitor of ${monitored.alias}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Remove the monitor of ${monitored.alias}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Remove monitor' }));
    const removed = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(removed).toHaveTextContent('The node is no longer being monitored');
    await user.click(within(removed).getByRole('button', { name: 'OK' }));
    expect(await within(nodeCard(monitored.alias)).findByText('Not monitored')).toBeInTheDocument();
    expect(db.node.findFirst({ where: { id: { equals: monitored.id } } })?.monitor_id).toBeNull();
  });

  it('monitors every node at once', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Monitor every node' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Every node is now being monitored');
    expect(db.node.getAll().every((node) => node.monitor_id !== null)).toBe(true);
  });

  it('says when the nodes could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes' }]);
    await signInAs('admin');
    renderRoutes(integrationRoutes, { url: '/app/admin/integrations/uptime-robot' });
    expect(await screen.findByRole('heading', { name: 'The nodes could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
