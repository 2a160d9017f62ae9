import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSetupForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  return renderRoutes(requestSetupForTests, { url: '/app/admin/requests/library-maps' });
}

const plexUhdMovies = () => screen.getByRole('form', { name: 'Movies in 4K on Plex servers' });

describe('the library maps', () => {
  it('shows where each kind of request lands, per server type', async () => {
    await open();
    await screen.findByRole('heading', { level: 2, name: 'Plex servers' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Emby servers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jellyfin servers' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Library maps of Plex servers' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Movies',
      'Movies in 4K',
      'TV shows',
      'TV shows in 4K',
    ]);
    expect(within(plexUhdMovies()).getByRole('textbox', { name: 'Library' })).toHaveValue('4K Movies');
    expect(within(plexUhdMovies()).getByRole('textbox', { name: 'Folder' })).toHaveValue('/data/media/movies-4k');
  });

  it('saves a changed library and says so', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 2, name: 'Plex servers' }, { timeout: 20_000 });
    const library = within(plexUhdMovies()).getByRole('textbox', { name: 'Library' });
    await user.clear(library);
    await user.type(library, 'UHD Movies');
    await user.click(within(plexUhdMovies()).getByRole('button', { name: 'Save Movies in 4K on Plex servers' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('Requests now land in UHD Movies.');
    expect(db.libraryMap.findFirst({ where: { id: { equals: 2 } } })).toMatchObject({ library: 'UHD Movies' });
  });

  it('checks the folder before sending it, and shows the server’s refusal next to it with the input kept', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 2, name: 'Plex servers' }, { timeout: 20_000 });
    const folder = within(plexUhdMovies()).getByRole('textbox', { name: 'Folder' });
    await user.clear(folder);
    await user.type(folder, 'movies');
    await user.click(within(plexUhdMovies()).getByRole('button', { name: /^Save/ }));
    expect(folder).toHaveAccessibleDescription(expect.stringContaining('starting with /'));

    setFaults([{ kind: 'status-422', path: '/api/admin/requests/library-maps/*' }]);
    await user.clear(folder);
    await user.type(folder, '/data/uhd');
    await user.click(within(plexUhdMovies()).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(folder).toHaveAccessibleDescription(expect.stringContaining('The path field is invalid.')));
    expect(folder).toHaveValue('/data/uhd');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    db.libraryMap.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No library maps' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/library-maps' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The library maps could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
