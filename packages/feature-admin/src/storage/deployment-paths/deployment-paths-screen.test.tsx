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
  const rendered = renderRoutes(storageRoutes, { url: '/app/admin/storage/deployment-paths' });
  await screen.findByRole('heading', { level: 2, name: 'Default paths' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the deployment paths', () => {
  it('shows the defaults, the placeholders, a preview for a real server and the nodes’ own paths', async () => {
    await open();
    expect(field('Stack path')).toHaveValue('/opt/stacks/{server}');
    expect(screen.getByText(/the server's container name/)).toBeInTheDocument();
    expect(screen.getAllByText(/^\/opt\/stacks\/(plex|emby|jellyfin)-[a-z0-9-]+$/).length).toBeGreaterThan(0);
    const overrides = screen.getByRole('list', { name: 'Nodes with paths of their own' });
    expect(within(overrides).getByRole('link', { name: 'fra-02' })).toHaveAttribute('href', '/app/admin/nodes/2');
    expect(within(overrides).getByText('Transcoding: /mnt/scratch/transcode/{server}')).toBeInTheDocument();
    expect(within(overrides).getByText('Stack: /srv/reseller/{user}/{server}')).toBeInTheDocument();
  });

  it('updates the preview while typing and checks the placeholders inline', async () => {
    const { user } = await open();
    await user.clear(field('Stack path'));
    await user.type(field('Stack path'), '/srv/{{type}/{{server}');
    expect(screen.getAllByText(/^\/srv\/(plex|emby|jellyfin)\/(plex|emby|jellyfin)-[a-z0-9-]+$/).length).toBe(1);
    await user.clear(field('Config path'));
    await user.type(field('Config path'), '/srv/{{name}');
    await user.click(screen.getByRole('button', { name: 'Save default paths' }));
    expect(await screen.findByText('Use only the placeholders {server}, {user}, {type}.')).toBeInTheDocument();
    expect(field('Config path')).toHaveValue('/srv/{name}');
  });

  it('shows the server’s 422 next to the field with the input kept, and saves', async () => {
    server.use(
      http.post('*/api/admin/storage/deployment-paths', () =>
        HttpResponse.json({ message: 'The transcode path is on a full disk.', errors: { transcode_path: ['The transcode path is on a full disk.'] } }, { status: 422 }),
        { once: true },
      ),
    );
    const { user } = await open();
    await user.clear(field('Transcode path'));
    await user.type(field('Transcode path'), '/mnt/fast/{{server}');
    await user.click(screen.getByRole('button', { name: 'Save default paths' }));
    expect(await screen.findByText('The transcode path is on a full disk.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field('Transcode path')).toHaveValue('/mnt/fast/{server}');
    await user.click(screen.getByRole('button', { name: 'Save default paths' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('The deployment paths have been saved')).toBeInTheDocument();
    await waitFor(() => expect(db.storageDeploymentPath.getAll().find((row) => row.node_id === null)?.transcode_path).toBe('/mnt/fast/{server}'));
  });

  it('gives a node paths of its own and removes them again', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add node paths' }));
    const editor = screen.getByRole('heading', { name: 'Give a node paths of its own' }).closest('div[class]')!.parentElement!.parentElement! as HTMLElement;
    await user.click(within(editor).getByRole('button', { name: "Save the node's paths" }));
    expect(await within(editor).findByText('Choose the node.')).toBeInTheDocument();
    await user.selectOptions(within(editor).getByRole('combobox', { name: /^Node/ }), 'sgp-01');
    await user.type(field('Transcode path', editor), '/mnt/nvme/{{server}');
    await user.click(within(editor).getByRole('button', { name: "Save the node's paths" }));
    const saved = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(saved).getByText('The paths of sgp-01 have been saved')).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: /OK|Close/ }));
    const overrides = await screen.findByRole('list', { name: 'Nodes with paths of their own' });
    await waitFor(() => expect(within(overrides).getByRole('link', { name: 'sgp-01' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove the paths of sgp-01' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the paths of sgp-01?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove paths' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' }, { timeout: 10_000 });
    expect(within(poof).getByText('sgp-01 follows the default paths again')).toBeInTheDocument();
    await waitFor(() => expect(db.storageDeploymentPath.getAll().some((row) => row.node_id === 5)).toBe(false));
  });

  it('says when the deployment paths could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/storage/deployment-paths' }]);
    await signInAs('admin');
    renderRoutes(storageRoutes, { url: '/app/admin/storage/deployment-paths' });
    expect(await screen.findByRole('heading', { name: 'The deployment paths could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
