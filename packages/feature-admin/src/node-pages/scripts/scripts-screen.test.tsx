import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodePagesForTests } from '../test-routes.tsx';

// The first screen of a run waits for its lazy chunks to be transformed.
vi.setConfig({ testTimeout: 30_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const { fra01, nyc01 } = DEMO_IDS.nodes;

async function openScripts(nodeId: number = fra01) {
  await signInAs('admin');
  const view = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${nodeId}/scripts` });
  const list = await screen.findByRole('list', { name: 'Scripts' }, { timeout: 20_000 });
  return { ...view, list };
}

const item = (list: HTMLElement, name: string) => within(list).getByRole('heading', { level: 3, name }).closest('li')!;

describe('a node’s scripts', () => {
  it('lists the scripts under their heading, with what they run and when they last ran here', async () => {
    const { list } = await openScripts();
    expect(screen.getByRole('heading', { level: 2, name: 'Maintenance scripts' })).toBeInTheDocument();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Load average',
      'Media disk usage',
      'Recent Docker errors',
      'Clear old transcodes',
      'Prune unused images',
      'Remount cloud drives',
      'Scrub the media pool',
      'Update Docker',
    ]);
    const errors = item(list, 'Recent Docker errors');
    expect(within(errors).getByText('journalctl -u docker --since "15 min ago" --no-pager | grep -i error | tail -n 20')).toBeInTheDocument();
    expect(within(errors).getByText(/^Last run/)).toBeInTheDocument();
    expect(within(errors).getByText('Succeeded')).toBeInTheDocument();
    expect(within(item(list, 'Update Docker')).getByText('Interrupts playback')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Processes of this node' })).toHaveAttribute('href', `/app/admin/processes?node=${fra01}`);
  });

  it('says when a script never ran on the node', async () => {
    const { list } = await openScripts();
    expect(within(item(list, 'Remount cloud drives')).getByText('Never run on this node')).toBeInTheDocument();
  });

  it('runs a script after asking, and shows what it printed with the way to the node’s processes', async () => {
    const { user, list } = await openScripts();
    await user.click(within(item(list, 'Media disk usage')).getByRole('button', { name: 'Run Media disk usage' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Run Media disk usage on this node?' });
    expect(dialog).toHaveTextContent('df -h /mnt/media | tail -n 1');
    await user.click(within(dialog).getByRole('button', { name: 'Run script' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Media disk usage ran on fra-01.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    const result = screen.getByRole('region', { name: 'Result of Media disk usage' });
    expect(within(result).getByRole('heading', { level: 2, name: 'Result of Media disk usage' })).toBeInTheDocument();
    expect(within(result).getByText('Succeeded')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Output' })).getByText(/\/dev\/md0 +44T .* \/mnt\/media/)).toBeInTheDocument();
    const recorded = db.process.getAll().filter((process) => process.node_id === fra01 && process.command === 'df -h /mnt/media | tail -n 1').at(-1)!;
    expect(screen.getByText(`Process #${recorded.id}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every process of this node' })).toHaveAttribute('href', `/app/admin/processes?node=${fra01}`);
    // The list follows: the script's last run is this one.
    await waitFor(() => expect(within(item(screen.getByRole('list', { name: 'Scripts' }), 'Media disk usage')).getByText(/^Last run/)).toHaveTextContent(/just now|second/));
  });

  it('asks more firmly before a script that interrupts playback, and runs nothing when cancelled', async () => {
    const { user, list } = await openScripts();
    const before = db.process.count();
    await user.click(within(item(list, 'Update Docker')).getByRole('button', { name: 'Run Update Docker' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Run Update Docker on this node?' });
    expect(dialog).toHaveTextContent('The media servers on this node stall or restart while it runs.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.process.count()).toBe(before);
  });

  it('says so when the script ran but failed, and shows its output', async () => {
    const { user, list } = await openScripts();
    await user.click(within(item(list, 'Scrub the media pool')).getByRole('button', { name: 'Run Scrub the media pool' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Run script' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Scrub the media pool failed on fra-01.');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    const result = screen.getByRole('region', { name: 'Result of Scrub the media pool' });
    expect(within(result).getByRole('region', { name: 'Output' })).toHaveTextContent("cannot open 'media': no such pool");
    expect(within(result).getByText('Failed')).toBeInTheDocument();
  });

  it('says that a command printed nothing', async () => {
    const { user, list } = await openScripts();
    await user.click(within(item(list, 'Remount cloud drives')).getByRole('button', { name: 'Run Remount cloud drives' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Run script' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Done!' })).getByRole('button', { name: 'OK' }));
    expect(within(screen.getByRole('region', { name: 'Output' })).getByText('Command returned empty string.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the node is offline', async () => {
    const { user, list } = await openScripts(nyc01);
    await user.click(within(item(list, 'Load average')).getByRole('button', { name: 'Run Load average' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Run script' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('nyc-01 is offline, so the script cannot run. Try again once it is back.');
    expect(screen.queryByRole('heading', { name: /^Result of/ })).not.toBeInTheDocument();
  });

  it('says when there are no scripts', async () => {
    server.use(http.get('*/api/admin/nodes/:id/scripts', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('admin');
    renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${fra01}/scripts` });
    expect(await screen.findByRole('heading', { level: 3, name: 'No scripts for this node' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/scripts' }]);
    await signInAs('admin');
    const { user } = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${fra01}/scripts` });
    expect(await screen.findByRole('heading', { name: 'The scripts could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Scripts' })).toBeInTheDocument();
  });
});
