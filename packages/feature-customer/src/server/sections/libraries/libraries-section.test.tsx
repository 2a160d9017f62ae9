import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServer, renderSection } from '../test/render-section.tsx';
import LibrariesSection from './libraries-section.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function renderPlexLibraries() {
  await signInAs('customer-plex');
  return renderSection(LibrariesSection, await loadServer(DEMO_IDS.servers.plex));
}

function librariesOf(serverId: number) {
  return db.library.getAll().filter((library) => library.server_id === serverId);
}

describe('the libraries section', () => {
  it('lists the libraries with their media type and size, and the media types', async () => {
    await renderPlexLibraries();
    expect(screen.getByText('Loading the libraries')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    const movies = librariesOf(DEMO_IDS.servers.plex).find((library) => library.name === 'Movies')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(librariesOf(DEMO_IDS.servers.plex).length);
    const item = within(list).getByRole('heading', { name: 'Movies' }).closest('li') as HTMLElement;
    expect(item).toHaveTextContent(`Movies · ${movies.items!.toLocaleString()} items`);
    const types = screen.getByRole('list', { name: 'Media types' });
    expect(within(types).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Movies', 'TV shows', 'Music']);
  });

  it('names Emby and Jellyfin media types the same way', async () => {
    await signInAs('customer-jellyfin');
    renderSection(LibrariesSection, await loadServer(DEMO_IDS.servers.jellyfin));
    const types = await screen.findByRole('list', { name: 'Media types' });
    expect(within(types).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Movies', 'TV shows', 'Books']);
  });

  it('syncs the libraries on request', async () => {
    const { user } = await renderPlexLibraries();
    await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    db.library.create({ id: 900, server_id: DEMO_IDS.servers.plex, name: 'Concerts', media_type: 'artist', items: 12 });
    await user.click(screen.getByRole('button', { name: 'Sync libraries' }));
    expect(await screen.findByText('The libraries have been synced.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Concerts' })).toBeInTheDocument();
  });

  it('keeps the libraries and says Whoops! when a sync fails', async () => {
    const { user } = await renderPlexLibraries();
    await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    server.use(
      http.get('*/api/customer/servers/:id/sync-libraries', () => HttpResponse.json({ success: false, message: 'Plex did not answer in time.' }, { status: 504 })),
    );
    await user.click(screen.getByRole('button', { name: 'Sync libraries' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('Plex did not answer in time.')).toBeInTheDocument();
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('list', { name: 'Libraries of Jordan’s Plex' })).toBeInTheDocument();
  });

  it('scans every library and shows Scanning… until scan-stopped arrives for this server', async () => {
    const { user, realtime } = await renderPlexLibraries();
    await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    await user.click(screen.getByRole('button', { name: 'Scan all libraries' }));
    expect(await screen.findByText('Scanning…')).toBeInTheDocument();
    expect(screen.getByText('Every library of Jordan’s Plex is being scanned.')).toBeInTheDocument();

    act(() => {
      realtime.emit('customer', 'scan-stopped', { server_id: DEMO_IDS.servers.emby });
    });
    expect(screen.getByText('Scanning…')).toBeInTheDocument();

    db.library.update({ where: { id: { equals: librariesOf(DEMO_IDS.servers.plex)[0]!.id } }, data: { items: 5000 } });
    act(() => {
      realtime.emit('customer', 'scan-stopped', { server_id: DEMO_IDS.servers.plex });
    });
    expect(await screen.findByText('Scan finished. The libraries are up to date.')).toBeInTheDocument();
    expect(screen.queryByText('Scanning…')).not.toBeInTheDocument();
    expect(await screen.findByText(/5,000 items/)).toBeInTheDocument();
  });

  it('scans one library', async () => {
    const { user } = await renderPlexLibraries();
    await user.click(await screen.findByRole('button', { name: 'Scan TV Shows' }));
    expect(await screen.findByText('TV Shows is being scanned.')).toBeInTheDocument();
  });

  it('shows a refused scan as Whoops! with the server’s message', async () => {
    await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
    const { user } = renderSection(LibrariesSection, await loadServer(DEMO_IDS.servers.multiEmby));
    await user.click(await screen.findByRole('button', { name: 'Scan all libraries' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('Becker Kids is not running. Start it before scanning its libraries.')).toBeInTheDocument();
    expect(screen.queryByText('Scanning…')).not.toBeInTheDocument();
  });

  it('reads the libraries again when paths are injected into this server', async () => {
    const { realtime } = await renderPlexLibraries();
    await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    db.library.create({ id: 901, server_id: DEMO_IDS.servers.plex, name: 'Documentaries', media_type: 'movie', items: 40 });
    act(() => {
      realtime.emit('customer', 'paths-injected', { server_id: DEMO_IDS.servers.plex });
    });
    expect(await screen.findByText('New media folders were added to Jordan’s Plex. The libraries have been read again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Documentaries' })).toBeInTheDocument();
  });

  it('tells when the request lounge syncs this server’s libraries', async () => {
    const { realtime } = await renderPlexLibraries();
    await screen.findByRole('list', { name: 'Libraries of Jordan’s Plex' });
    act(() => {
      realtime.emit('customer', 'sync-request-lounge-process', { server_id: DEMO_IDS.servers.emby });
    });
    expect(screen.queryByText(/request lounge/)).not.toBeInTheDocument();
    act(() => {
      realtime.emit('customer', 'sync-request-lounge-process', { server_id: DEMO_IDS.servers.plex });
    });
    expect(screen.getByText('The request lounge is being brought up to date with the libraries of Jordan’s Plex.')).toBeInTheDocument();
  });

  it('shows a failed load, tries again and says so when there are no libraries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/servers/:id/sync-libraries', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Plex did not answer in time.' }, { status: 504 });
        return HttpResponse.json({ success: true, data: { libraries: [], media_types: [] } });
      }),
    );
    const { user } = await renderPlexLibraries();
    expect(await screen.findByText('Plex did not answer in time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No libraries yet' })).toBeInTheDocument();
  });
});
