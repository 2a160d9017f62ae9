import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageRoutes } from '../routes.tsx';
import { loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(storageRoutes, { url: '/app/admin/storage/mount-paths' });
  await screen.findByRole('list', { name: 'Mount paths' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the mount paths', () => {
  it('lists where the remotes are mounted, on one node or on all', async () => {
    await open();
    const media = screen.getByRole('list', { name: 'Details of /mnt/media' });
    expect(within(media).getByText('gdrive-media:')).toBeInTheDocument();
    expect(within(media).getByText('All nodes')).toBeInTheDocument();
    const archive = screen.getByRole('list', { name: 'Details of /mnt/archive' });
    expect(within(archive).getByRole('link', { name: 'fra-01' })).toHaveAttribute('href', '/app/admin/nodes/1');
    expect(within(archive).getByText('NFS export')).toBeInTheDocument();
  });

  it('checks the path inline and keeps what was typed', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a mount path' }));
    await user.type(field('Path'), 'mnt/new');
    await user.type(field('Remote'), 'gdrive-new:');
    await user.click(screen.getByRole('button', { name: 'Add mount path' }));
    expect(await screen.findByText('Start the path with a slash: it must be absolute.')).toBeInTheDocument();
    expect(field('Path')).toHaveValue('mnt/new');
    expect(field('Path')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Path'));
    await user.type(field('Path'), '/srv/new/');
    await user.click(screen.getByRole('button', { name: 'Add mount path' }));
    expect(await screen.findByText('Leave out the slash at the end.')).toBeInTheDocument();
    await user.clear(field('Path'));
    await user.type(field('Path'), '/srv/new');
    await user.click(screen.getByRole('button', { name: 'Add mount path' }));
    expect(await screen.findByText('Mount paths live under /mnt/, like /mnt/media.')).toBeInTheDocument();
  });

  it('shows the server’s 422 next to the field, input kept, then adds a path that passes', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a mount path' }));
    await user.type(field('Path'), '/mnt/media');
    await user.type(field('Remote'), 'gdrive-other:');
    await user.click(screen.getByRole('button', { name: 'Add mount path' }));
    expect(await screen.findByText('The path is already used on a node.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field('Path')).toHaveValue('/mnt/media');
    expect(field('Remote')).toHaveValue('gdrive-other:');
    await user.clear(field('Path'));
    await user.type(field('Path'), '/mnt/media-other');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Node/ }), 'sgp-01');
    await user.click(screen.getByRole('button', { name: 'Add mount path' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('The mount path has been added')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /OK|Close/ }));
    expect(await screen.findByRole('list', { name: 'Details of /mnt/media-other' })).toBeInTheDocument();
    expect(db.storageMountPath.getAll().find((row) => row.path === '/mnt/media-other')).toMatchObject({ remote: 'gdrive-other:', node_id: 5 });
  });

  it('verifies a path on the chosen node', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a mount path' }));
    await user.type(field('Path'), '/mnt/media');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Node/ }), 'fra-01');
    await user.click(screen.getByRole('button', { name: 'Verify on the nodes' }));
    expect(await screen.findByText('/mnt/media exists on fra-01.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('The path exists on 1 of 1 nodes; missing on 0; 0 could not be asked.')).toBeInTheDocument();
  });

  it('edits a path and deletes one after confirming', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit /mnt/reseller' }));
    expect(field('Path')).toHaveValue('/mnt/reseller');
    await user.clear(field('Mount options'));
    await user.type(field('Mount options'), 'allow-other');
    await user.click(screen.getByRole('button', { name: 'Save mount path' }));
    const saved = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(saved).getByText('The mount path has been saved')).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: /OK|Close/ }));
    await waitFor(() => expect(db.storageMountPath.getAll().find((row) => row.path === '/mnt/reseller')?.options).toBe('allow-other'));

    await user.click(screen.getByRole('button', { name: 'Delete /mnt/archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the mount path /mnt/archive?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete mount path' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' }, { timeout: 10_000 });
    expect(within(poof).getByText('The mount path has been deleted')).toBeInTheDocument();
    expect(db.storageMountPath.getAll().some((row) => row.path === '/mnt/archive')).toBe(false);
  });

  it('says when there are no mount paths', async () => {
    server.use(http.get('*/api/admin/storage/mount-paths', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('admin');
    renderRoutes(storageRoutes, { url: '/app/admin/storage/mount-paths' });
    expect(await screen.findByText('No mount paths yet. Add the first one to mount a remote on the nodes.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says when the mount paths could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/storage/mount-paths' }]);
    await signInAs('admin');
    renderRoutes(storageRoutes, { url: '/app/admin/storage/mount-paths' });
    expect(await screen.findByRole('heading', { name: 'The mount paths could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
