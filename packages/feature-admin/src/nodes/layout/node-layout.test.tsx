import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url: string) {
  await signInAs('admin');
  return renderRoutes(nodeRoutes, { url, realtime: true });
}

const containerNames = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('a node’s page', () => {
  it('shows the node’s name, state and host, its actions and the links to its screens', async () => {
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra01}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'fra-01' });
    // The host is beside the title, and again in the figures once the overview below has loaded.
    expect(within(heading.parentElement!).getByText('fra-01.nodes.mediadock.test')).toBeInTheDocument();
    expect(screen.getAllByText('Online')[0]).toBeInTheDocument();
    for (const action of ['Restart node', 'Restart containers', 'Check mounts', 'Extract an archive', 'Wipe', 'Delete']) {
      expect(screen.getByRole('button', { name: action })).toBeEnabled();
    }
    const nav = screen.getByRole('navigation', { name: 'Node sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Edit', 'Scripts', 'Reboots', 'Extractions', 'Images']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Reboots' })).toHaveAttribute('href', '/app/admin/nodes/1/reboots');
  });

  it('gives the node’s figures and settings', async () => {
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra02}`);
    const figures = await screen.findByLabelText('Node figures');
    const value = (label: string) => within(figures).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Servers')).toBe('4 of 40');
    expect(value('Disk')).toBe('93%');
    expect(value('CPU')).toBe('44%');
    expect((within(figures).getByRole('meter', { name: 'Disk' }) as HTMLMeterElement).value).toBe(93);
    expect(screen.getByText('203.0.113.12')).toBeInTheDocument();
    expect(screen.getByText('Library disk nearly full: move the 4K libraries to the new storage box.')).toBeInTheDocument();
  });

  it('says an offline node reports no load, and keeps its maintenance for when it is back', async () => {
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.nyc01}`);
    const figures = await screen.findByLabelText('Node figures');
    expect(within(figures).getAllByText('Not reported')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Restart containers' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check mounts' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restart node' })).toBeEnabled();
  });

  it('lists the node’s containers, linking each to its page and its owner', async () => {
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra01}`);
    const table = await screen.findByRole('table', { name: 'Containers' });
    expect(containerNames(table)).toEqual(['plex-jordan-lee', 'plex-hannah-becker', 'emby-amara-nwosu', 'traefik', 'portainer-agent', 'rclone', 'node-exporter']);
    expect(within(table).getByRole('link', { name: 'plex-jordan-lee' })).toHaveAttribute('href', '/app/admin/nodes/1/container/1');
    expect(within(table).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.plex}`);
  });

  it('keeps the containers’ search and status in the address', async () => {
    const { user, router } = await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra02}?status=exited`);
    const table = await screen.findByRole('table', { name: 'Containers' });
    await waitFor(() => expect(containerNames(table)).toEqual(['emby-hannah-becker-kids']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
    await waitFor(() => expect(router.state.location.search).toBe('?status=paused'));
    await waitFor(() => expect(containerNames(screen.getByRole('table', { name: 'Containers' }))).toEqual(['plex-hannah-becker-holiday']));
    await user.type(screen.getByRole('searchbox', { name: 'Search containers' }), 'no such container{Enter}');
    expect(await screen.findByRole('heading', { name: 'No containers match' })).toBeInTheDocument();
  });

  it('refreshes the containers when a server is deleted or deployed anywhere', async () => {
    const { realtime } = await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra01}`);
    const table = await screen.findByRole('table', { name: 'Containers' });
    expect(within(table).getByRole('link', { name: 'emby-amara-nwosu' })).toBeInTheDocument();
    db.server.delete({ where: { id: { equals: 16 } } });
    act(() => realtime.emit('admin', 'server-deleted', { serverAlias: 'Nwosu Emby', url: 'https://amara-nwosu.fra-01.mediadock.test' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Containers' })).queryByRole('link', { name: 'emby-amara-nwosu' })).toBeNull());
    await waitFor(() => expect(within(screen.getByLabelText('Node figures')).getByText('2 of 40')).toBeInTheDocument());
  });

  it('says when the containers could not be loaded, apart from the rest of the page', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/containers' }]);
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra01}`);
    expect(await screen.findByRole('heading', { name: 'The containers could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'fra-01' })).toBeInTheDocument();
  });

  it('says when the node does not exist', async () => {
    await open('/app/admin/nodes/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Node not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the nodes' })).toHaveAttribute('href', '/app/admin/nodes');
  });

  it('says when the node could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*' }]);
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.fra01}`);
    expect(await screen.findByRole('heading', { name: 'The node could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a node’s uptime monitoring', () => {
  it('adds an unmonitored node to monitoring and removes it again', async () => {
    const { user } = await open(`/app/admin/nodes/${DEMO_IDS.nodes.sgp01}`);
    expect(await screen.findByRole('heading', { name: 'Not monitored' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to monitoring' }));
    const added = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(added).toHaveTextContent('The node is now being monitored');
    await user.click(within(added).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Up')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from monitoring' }));
    const removed = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(removed).toHaveTextContent('The node is no longer being monitored');
    await user.click(within(removed).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Not monitored' })).toBeInTheDocument();
  });

  it('shows the monitor’s state and uptime', async () => {
    await open(`/app/admin/nodes/${DEMO_IDS.nodes.ams01}`);
    expect(await screen.findByText('Paused', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('99.52%')).toBeInTheDocument();
  });
});
