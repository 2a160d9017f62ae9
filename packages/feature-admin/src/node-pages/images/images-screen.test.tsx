import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodePagesForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const { fra01 } = DEMO_IDS.nodes;

async function openImages(nodeId: number = fra01) {
  await signInAs('admin');
  const view = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${nodeId}/images` });
  const list = await screen.findByRole('list', { name: 'Images' }, { timeout: 20_000 });
  return { ...view, list };
}

const image = (list: HTMLElement, reference: string) => within(list).getByRole('heading', { level: 3, name: reference }).closest('li')!;

describe('a node’s images', () => {
  it('lists the images with their size, dates and the containers that use them', async () => {
    const { list } = await openImages();
    expect(screen.getByRole('heading', { level: 2, name: 'Images on this node' })).toBeInTheDocument();
    const plex = image(list, 'lscr.io/linuxserver/plex:latest');
    expect(within(plex).getByText('In use by 2 containers')).toBeInTheDocument();
    const users = within(plex).getByRole('list', { name: 'Containers using lscr.io/linuxserver/plex:latest' });
    expect(within(users).getByRole('link', { name: 'plex-jordan-lee' })).toHaveAttribute('href', `/app/admin/nodes/${fra01}/container/1`);
    expect(within(users).getByRole('link', { name: 'plex-hannah-becker' })).toHaveAttribute('href', `/app/admin/nodes/${fra01}/container/4`);
    expect(within(plex).getByText(/^357(\.\d)? MB$/)).toBeInTheDocument();
    expect(within(plex).getByText(/^Built/)).toBeInTheDocument();
    expect(within(plex).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    const old = image(list, 'lscr.io/linuxserver/plex:1.40.5.8854-ls229');
    expect(within(old).getByText('No container uses it.')).toBeInTheDocument();
    expect(within(old).getByText('Unused')).toBeInTheDocument();
    expect(screen.getByText(/images, .* in all\. 3 are not used by any container/)).toBeInTheDocument();
  });

  it('removes an unused image after asking, naming it', async () => {
    const { user, list } = await openImages();
    const reference = 'lscr.io/linuxserver/plex:1.40.5.8854-ls229';
    await user.click(within(image(list, reference)).getByRole('button', { name: `Remove ${reference}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Remove ${reference} from this node?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent(`${reference} has been removed from fra-01.`);
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Images' })).queryByRole('heading', { name: reference })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Images' })).toHaveFocus();
    expect(db.nodeImage.getAll().some((row) => row.node_id === fra01 && row.tag === '1.40.5.8854-ls229')).toBe(false);
  });

  it('keeps the image and says why when the node refuses to remove it', async () => {
    server.use(
      http.delete('*/api/admin/nodes/:id/images/:image', () =>
        HttpResponse.json({ success: false, message: 'alpine:3.19 is used by a container (backup-helper). Remove it first.' }, { status: 409 }),
      ),
    );
    const { user, list } = await openImages();
    await user.click(within(image(list, 'alpine:3.19')).getByRole('button', { name: 'Remove alpine:3.19' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove image' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('alpine:3.19 is used by a container (backup-helper). Remove it first.');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(within(screen.getByRole('list', { name: 'Images' })).getByRole('heading', { name: 'alpine:3.19' })).toBeInTheDocument();
  });

  it('pulls an image and lists it', async () => {
    const { user } = await openImages();
    const form = screen.getByRole('form', { name: 'Pull an image' });
    await user.type(within(form).getByRole('textbox', { name: 'Image' }), 'ghcr.io/hotio/qbittorrent:release-5.0.2');
    await user.click(within(form).getByRole('button', { name: 'Pull' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('ghcr.io/hotio/qbittorrent:release-5.0.2 has been pulled onto fra-01.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const pulled = await within(screen.getByRole('list', { name: 'Images' })).findByRole('heading', { name: 'ghcr.io/hotio/qbittorrent:release-5.0.2' });
    expect(within(pulled.closest('li')!).getByText('Unused')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Pull an image' })).getByRole('textbox', { name: 'Image' })).toHaveValue('');
  });

  it('shows a reference Docker would not read next to the field, keeping it', async () => {
    const { user } = await openImages();
    const field = within(screen.getByRole('form', { name: 'Pull an image' })).getByRole('textbox', { name: 'Image' });
    await user.click(within(screen.getByRole('form', { name: 'Pull an image' })).getByRole('button', { name: 'Pull' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the image to pull.'));
    await user.type(field, 'Plex:Latest');
    await user.click(within(screen.getByRole('form', { name: 'Pull an image' })).getByRole('button', { name: 'Pull' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('The image field format is invalid.')));
    expect(field).toHaveValue('Plex:Latest');
  });

  it('says when the node holds no images', async () => {
    server.use(http.get('*/api/admin/nodes/:id/images', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('admin');
    renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${fra01}/images` });
    expect(await screen.findByRole('heading', { level: 3, name: 'No images on this node' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', method: 'get', path: '/api/admin/nodes/*/images' }]);
    await signInAs('admin');
    const { user } = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${fra01}/images` });
    expect(await screen.findByRole('heading', { name: 'The images could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Images' })).toBeInTheDocument();
  });
});
