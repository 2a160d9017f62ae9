import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { REBOOT_POLL_MS } from '@portal/ui-kit/rebooting-dialog';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(id: number, options: { now?: string } = {}) {
  await signInAs('admin');
  const rendered = renderRoutes(nodeRoutes, { url: `/app/admin/nodes/${id}`, realtime: true, ...options });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('button', { name: 'Wipe' });
  return rendered;
}

const nodeRow = (id: number) => db.node.findFirst({ where: { id: { equals: id } } });

describe('wiping a node', () => {
  it('asks for the node’s name to be typed, then removes its media servers', async () => {
    const { user } = await open(DEMO_IDS.nodes.sgp01);
    await user.click(screen.getByRole('button', { name: 'Wipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wipe sgp-01?' });
    expect(dialog).toHaveTextContent('The 2 media servers on the node are deleted with their data');
    const confirm = within(dialog).getByRole('button', { name: 'Wipe node' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type sgp-01 to confirm' }), 'sgp-0');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type sgp-01 to confirm' }), '1');
    await user.click(confirm);
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('sgp-01 has been wiped.');
    expect(db.server.getAll().some((server) => server.node_id === DEMO_IDS.nodes.sgp01)).toBe(false);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByLabelText('Node figures')).getByText('0 of 24')).toBeInTheDocument());
  });

  it('changes nothing when cancelled', async () => {
    const { user } = await open(DEMO_IDS.nodes.sgp01);
    await user.click(screen.getByRole('button', { name: 'Wipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wipe sgp-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(db.server.getAll().filter((server) => server.node_id === DEMO_IDS.nodes.sgp01)).toHaveLength(2);
  });
});

describe('deleting a node', () => {
  it('deletes an empty node once its name is typed, then goes back to the list', async () => {
    const empty = db.node.getAll().find((node) => node.alias === 'fsn-01')!;
    const { user, router } = await open(empty.id);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete fsn-01?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type fsn-01 to confirm' }), 'fsn-01');
    await user.click(within(dialog).getByRole('button', { name: 'Delete node' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('The node has been deleted');
    expect(nodeRow(empty.id)).toBeNull();
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/nodes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nodes' })).toBeInTheDocument();
  });

  it('says why a node that still hosts servers cannot be deleted', async () => {
    const { user } = await open(DEMO_IDS.nodes.fra01);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete fra-01?' });
    expect(dialog).toHaveTextContent('It still hosts 3 media servers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Type fra-01 to confirm' }), 'fra-01');
    await user.click(within(dialog).getByRole('button', { name: 'Delete node' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('fra-01 still hosts 3 servers. Move or wipe them first.');
    expect(nodeRow(DEMO_IDS.nodes.fra01)).not.toBeNull();
  });
});

describe('node maintenance', () => {
  it('restarts the node’s containers after asking', async () => {
    const { user } = await open(DEMO_IDS.nodes.fra01);
    await user.click(screen.getByRole('button', { name: 'Restart containers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart the containers of fra-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart containers' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('7 containers are restarting on fra-01.');
  });

  it('checks the mounts, which puts a failed one back', async () => {
    const { user } = await open(DEMO_IDS.nodes.ams01);
    await user.click(screen.getByRole('button', { name: 'Check mounts' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The mounts of ams-01 are being checked.');
    expect(nodeRow(DEMO_IDS.nodes.ams01)?.mounts_failing).toBe(false);
  });

  it('says when the action failed, in the server’s words', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/check-mounts' }]);
    const { user } = await open(DEMO_IDS.nodes.fra01);
    await user.click(screen.getByRole('button', { name: 'Check mounts' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('Server Error');
  });

  it('extracts an archive from the path given, checking it first', async () => {
    const { user } = await open(DEMO_IDS.nodes.fra01);
    await user.click(screen.getByRole('button', { name: 'Extract an archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extract an archive' });
    const path = within(dialog).getByRole('textbox', { name: 'Path of the archive' });
    await user.type(path, 'uploads/library.tar.gz');
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }));
    expect(await within(dialog).findByText('Enter a full path, starting with /.')).toBeInTheDocument();
    await user.clear(path);
    await user.type(path, '/mnt/uploads/library.tar.gz');
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('/mnt/uploads/library.tar.gz is being extracted on fra-01.');
    expect(screen.queryByRole('dialog', { name: 'Extract an archive' })).toBeNull();
  });

  it('keeps the path and shows the server’s objection next to it', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/nodes/*/extract-tar' }]);
    const { user } = await open(DEMO_IDS.nodes.fra01);
    await user.click(screen.getByRole('button', { name: 'Extract an archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extract an archive' });
    const path = within(dialog).getByRole('textbox', { name: 'Path of the archive' });
    await user.type(path, '/mnt/uploads/library.tar.gz');
    await user.click(within(dialog).getByRole('button', { name: 'Extract' }));
    expect(await within(dialog).findByText('The path field is invalid.')).toBeInTheDocument();
    expect(path).toHaveValue('/mnt/uploads/library.tar.gz');
  });

  it('reboots the node behind a blocking dialog until it is back', async () => {
    const { user } = await open(DEMO_IDS.nodes.fra02, { now: '2026-03-11T12:00:00Z' });
    await user.click(screen.getByRole('button', { name: 'Restart node' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restart fra-02?' });
    expect(confirm).toHaveTextContent('the 4 media servers on it are offline until it is back');
    await user.click(within(confirm).getByRole('button', { name: 'Restart node' }));
    const rebooting = await screen.findByRole('dialog', { name: 'Rebooting...' });
    expect(within(rebooting).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rebooting...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REBOOT_POLL_MS));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The node has been restarted');
    expect(screen.queryByRole('dialog', { name: 'Rebooting...' })).toBeNull();
  });
});
