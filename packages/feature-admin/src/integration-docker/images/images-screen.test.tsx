import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockerRoutesForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const view = renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/images' });
  await screen.findByRole('list', { name: 'Images' }, { timeout: 30_000 });
  return view;
}

async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

const item = (name: string) => within(screen.getByRole('list', { name: 'Images' })).getByRole('heading', { name }).closest('li')!;

describe('the images', () => {
  it('lists each server type and service with its tags and pulls', async () => {
    await open();
    const headings = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual(['Plex', 'Emby', 'Jellyfin', 'Autoscan']);
    const emby = item('Emby');
    expect(within(emby).getByText('lscr.io/linuxserver/emby:4.8.10')).toBeInTheDocument();
    expect(within(emby).getByText('4.8.11')).toBeInTheDocument();
    expect(within(emby).getByText('Update available')).toBeInTheDocument();
    expect(within(item('Plex')).getByText(new RegExp(`of ${db.node.count()} nodes$`))).toBeInTheDocument();
    expect(within(item('Tautulli')).getByRole('link', { name: 'Settings of Tautulli' })).toHaveAttribute('href', '/app/admin/integrations/docker-services/1');
  });

  it('changes the tag, checking it first and keeping what was typed', async () => {
    const { user } = await open();
    await user.click(within(item('Emby')).getByRole('button', { name: 'Change tag (Emby)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the tag of Emby' });
    const tag = within(dialog).getByRole('textbox', { name: 'Tag' });
    await user.clear(tag);
    await user.type(tag, 'bad tag');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(tag).toHaveAccessibleDescription(expect.stringContaining('Use letters, digits'));
    expect(tag).toHaveValue('bad tag');
    await user.clear(tag);
    await user.type(tag, '4.8.11');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    await acknowledge('Done!', 'New deployments of Emby use lscr.io/linuxserver/emby:4.8.11.');
    expect(db.deploymentSetting.getAll()[0]?.emby_image_tag).toBe('4.8.11');
    await waitFor(() => expect(within(item('Emby')).queryByText('Update available')).not.toBeInTheDocument());
  });

  it('checks for updates and pulls on every node, a process each', async () => {
    const { user } = await open();
    await user.click(within(item('Jellyfin')).getByRole('button', { name: 'Check for updates (Jellyfin)' }));
    await acknowledge('Done!', 'A newer tag is out: lscr.io/linuxserver/jellyfin:10.10.5.');
    await waitFor(() => expect(within(item('Jellyfin')).getByText('Update available')).toBeInTheDocument());
    const processes = db.process.count();
    await user.click(within(item('Emby')).getByRole('button', { name: 'Pull on every node (Emby)' }));
    await acknowledge('Done!', /lscr.io\/linuxserver\/emby:4.8.10 has been pulled on \d+ nodes/);
    expect(db.process.count()).toBe(processes + db.node.count());
  });

  it('tells when an action fails', async () => {
    const { user } = await open();
    setFaults([{ kind: 'status-500', path: '/api/admin/docker-images/*/pull' }]);
    await user.click(within(item('Plex')).getByRole('button', { name: 'Pull on every node (Plex)' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
  });

  it('says when there are no images', async () => {
    for (const row of db.dockerImage.getAll()) db.dockerImage.delete({ where: { id: { equals: row.id } } });
    for (const row of db.dockerService.getAll()) db.dockerService.delete({ where: { id: { equals: row.id } } });
    await signInAs('admin');
    renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/images' });
    expect(await screen.findByRole('heading', { name: 'No images yet' }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/docker-images' }]);
    await signInAs('admin');
    renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/images' });
    expect(await screen.findByRole('heading', { name: 'The images could not be loaded' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
