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

const { fra01, nyc01 } = DEMO_IDS.nodes;
/** The platform's own containers have ids above every server's (see the demo's containers). */
const traefikOf = (nodeId: number) => 100_000 + nodeId * 10 + 1;

async function openContainer(containerId: number, nodeId: number = fra01) {
  await signInAs('admin');
  return renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${nodeId}/container/${containerId}` });
}

function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('a media server’s container', () => {
  it('shows what it runs, whose it is, its setup, logs and invites', async () => {
    await openContainer(DEMO_IDS.servers.plex);
    expect(await screen.findByRole('heading', { level: 2, name: 'plex-jordan-lee' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('A customer’s media server.')).toBeInTheDocument();
    expect(detail('Image')).toHaveTextContent('lscr.io/linuxserver/plex:latest');
    expect(within(detail('Owner')).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.plex}`);
    expect(within(detail('Server')).getByRole('link', { name: 'Jordan’s Plex' })).toHaveAttribute('href', `/app/admin/services?user=${DEMO_IDS.users.plex}`);
    expect(detail('Server')).toHaveTextContent('(Plex)');
    expect(detail('Running since').querySelector('time')).not.toBeNull();

    const ports = screen.getByRole('list', { name: 'Ports' });
    expect(within(ports).getAllByRole('listitem')[0]).toHaveTextContent('32400/tcpPublished on port 32400 of the node');
    expect(within(ports).getAllByRole('listitem')[1]).toHaveTextContent('1900/udpNot published');
    expect(within(screen.getByRole('list', { name: 'Volumes' })).getAllByRole('listitem')[1]).toHaveTextContent('/mnt/gdrive/plex-jordan-lee at /dataRead-only');
    const env = screen.getByRole('list', { name: 'Environment variables' });
    expect(within(env).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PUID', 'PGID', 'TZ', 'VERSION', 'PLEX_CLAIM', 'ADVERTISE_IP']);
    expect(screen.getByText('The names of its variables. Their values stay on the node.')).toBeInTheDocument();
    const logs = screen.getByRole('list', { name: 'Log lines' });
    expect(within(logs).getByText('Connection to plex.tv established, server is published')).toBeInTheDocument();
    expect(within(logs).getByText('Critical: libusb_init failed')).toHaveTextContent('Error output:');

    const invites = screen.getByRole('list', { name: 'Invites of Jordan’s Plex' });
    const links = within(invites).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['grandma.lee@example.com', 'Dev Patel', 'Marcus Lee', 'Taylor Kim']);
    expect(links[0]).toHaveAttribute('href', `/app/admin/nodes/${fra01}/container/1/invites/3`);
    expect(within(links[0]!.closest('li')!).getByText('Pending')).toBeInTheDocument();
    expect(within(links[3]!.closest('li')!).getByText('Accepted')).toBeInTheDocument();
  });

  it('restarts it after asking, and shows it restarting', async () => {
    const { user } = await openContainer(DEMO_IDS.servers.plex);
    await user.click(await screen.findByRole('button', { name: 'Restart' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restart plex-jordan-lee?' });
    expect(dialog).toHaveTextContent('Playback on Jordan’s Plex stops for a moment while it restarts.');
    await user.click(within(dialog).getByRole('button', { name: 'Restart container' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('plex-jordan-lee is restarting.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(db.process.getAll().at(-1)?.command).toBe('docker restart --time 30 plex-jordan-lee');
    // Actions settle on the next call in tests: it is running again once it has been read again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument());
  });

  it('stops it after asking, and starts it again without asking', async () => {
    const { user } = await openContainer(DEMO_IDS.servers.plex);
    await user.click(await screen.findByRole('button', { name: 'Stop' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop plex-jordan-lee?' });
    expect(dialog).toHaveTextContent('Jordan’s Plex goes offline for its users until it is started again.');
    await user.click(within(dialog).getByRole('button', { name: 'Stop container' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Done!' })).getByRole('button', { name: 'OK' }));
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Not running')).toBeInTheDocument();
    await user.click(start);
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('plex-jordan-lee is starting.');
  });

  it('shows the refusal when the node is offline', async () => {
    const { user } = await openContainer(DEMO_IDS.servers.multiJellyfin, nyc01);
    await user.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 20_000 }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('nyc-01 is offline, so jellyfin-hannah-becker-archive cannot be reached. Try again once it is back.');
  });
});

describe('a platform container', () => {
  it('shows it without owner, server or invites, and only restarts it', async () => {
    const { user } = await openContainer(traefikOf(fra01));
    expect(await screen.findByRole('heading', { level: 2, name: 'traefik' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('One of the platform’s own containers on this node.')).toBeInTheDocument();
    expect(screen.queryByText('Owner', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Restart traefik?' })).getByRole('button', { name: 'Restart container' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('traefik has been restarted.');
  });
});

describe('a container that cannot be shown', () => {
  it('says it was not found on another node', async () => {
    await openContainer(DEMO_IDS.servers.plex, DEMO_IDS.nodes.ams01);
    expect(await screen.findByRole('heading', { level: 2, name: 'The container could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Container not found.')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', method: 'get', path: '/api/admin/nodes/*/containers/*' }]);
    const { user } = await openContainer(DEMO_IDS.servers.plex);
    expect(await screen.findByRole('heading', { level: 2, name: 'The container could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'plex-jordan-lee' })).toBeInTheDocument();
  });

  it('shows a container whose answer leaves out its setup and logs', async () => {
    server.use(
      http.get('*/api/admin/nodes/:id/containers/:container', () =>
        HttpResponse.json({
          success: true,
          data: { id: 7, name: 'backup-helper', image: 'alpine:3.19', status: 'exited', kind: 'system', server_id: null, user: null },
        }),
      ),
    );
    await openContainer(7);
    expect(await screen.findByRole('heading', { level: 2, name: 'backup-helper' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('It publishes no ports.')).toBeInTheDocument();
    expect(screen.getByText('It mounts no volumes.')).toBeInTheDocument();
    expect(screen.getByText('It has no environment variables.')).toBeInTheDocument();
    expect(screen.getByText('It has not logged anything yet.')).toBeInTheDocument();
    expect(screen.queryByText('Restarted by Docker', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
