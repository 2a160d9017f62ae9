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
  const rendered = renderRoutes(storageRoutes, { url: '/app/admin/storage/library-paths' });
  await screen.findByRole('heading', { level: 2, name: 'Plex servers' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

describe('the library paths', () => {
  it('shows where each server type finds each kind of library', async () => {
    await open();
    expect(field('Movies (Plex)')).toHaveValue('/data/movies');
    expect(field('TV shows (Emby)')).toHaveValue('/media/tvshows');
    expect(field('Home videos (Jellyfin)')).toHaveValue('/media/home-videos');
  });

  it('checks a path inline, shows the server’s 422 next to it with the input kept, and saves', async () => {
    const { user } = await open();
    await user.clear(field('Movies (Plex)'));
    await user.type(field('Movies (Plex)'), '/data/../movies');
    await user.click(screen.getByRole('button', { name: 'Save the path of Movies (Plex)' }));
    expect(await screen.findByText('Leave out “..”: a path may not climb out of its folder.')).toBeInTheDocument();

    await user.clear(field('Movies (Plex)'));
    await user.type(field('Movies (Plex)'), '/data/tv');
    await user.click(screen.getByRole('button', { name: 'Save the path of Movies (Plex)' }));
    expect(await screen.findByText('Another library of this server type already uses the path.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field('Movies (Plex)')).toHaveValue('/data/tv');

    await user.clear(field('Movies (Plex)'));
    await user.type(field('Movies (Plex)'), '/data/films');
    await user.click(screen.getByRole('button', { name: 'Save the path of Movies (Plex)' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('The library path has been saved')).toBeInTheDocument();
    await waitFor(() => expect(db.storageLibraryPath.getAll().find((row) => row.server_type === 'plex' && row.kind === 'movies')?.path).toBe('/data/films'));
  });

  it('says when there are no library paths', async () => {
    server.use(http.get('*/api/admin/storage/library-paths', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('admin');
    renderRoutes(storageRoutes, { url: '/app/admin/storage/library-paths' });
    expect(await screen.findByRole('heading', { name: 'No library paths yet' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says when the library paths could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/storage/library-paths' }]);
    await signInAs('admin');
    renderRoutes(storageRoutes, { url: '/app/admin/storage/library-paths' });
    expect(await screen.findByRole('heading', { name: 'The library paths could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
