import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processRoutes } from './routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/processes') {
  await signInAs('admin');
  const view = renderRoutes(processRoutes, { url });
  // The first screen of a run waits for its lazy chunks to be transformed.
  await screen.findByRole('heading', { level: 1, name: 'Processes' }, { timeout: 20_000 });
  return view;
}

const list = () => screen.getByRole('list', { name: 'Processes' });
const commands = () => within(list()).getAllByRole('heading').map((heading) => heading.textContent);
const itemOf = (command: string | RegExp) => within(list()).getByRole('link', { name: command }).closest('li')!;

describe('the process history', () => {
  it('lists the newest processes with their command cut short, node, time, duration and status', async () => {
    await open();
    await screen.findByRole('list', { name: 'Processes' });
    expect(screen.getByText(`${db.process.count().toLocaleString('en')} processes`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${Math.ceil(db.process.count() / 25)}`)).toBeInTheDocument();
    expect(commands()).toHaveLength(25);
    expect(commands()[0]).toBe('docker restart --time 30 plex-jordan-lee');
    const long = itemOf(/^docker compose --project-directory \/opt\/mediadock\/stacks\/plex-hannah-becker /);
    expect(within(long).getByRole('heading').textContent).toBe('docker compose --project-directory /opt/mediadock/stacks/plex-hannah-becker up --detach --for...');
    const first = itemOf('docker restart --time 30 plex-jordan-lee');
    expect(within(first).getByText('fra-01')).toBeInTheDocument();
    expect(within(first).getByText(/^Today \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(within(first).getByText('9.31 s')).toBeInTheDocument();
    expect(within(first).getByText('Success')).toBeInTheDocument();
    expect(within(itemOf(/^systemctl is-active rclone-gdrive@emby-priya-shah/)).getByText('Failed')).toBeInTheDocument();
  });

  it('pages through thousands of processes in the address', async () => {
    const { user, router } = await open();
    await screen.findByRole('list', { name: 'Processes' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${Math.ceil(db.process.count() / 25)}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(commands()).not.toContain('docker restart --time 30 plex-jordan-lee'));
  });

  it('filters by node and status, searches and sorts through the address', async () => {
    const { user, router } = await open('/app/admin/processes?node=4');
    await waitFor(() => expect(within(list()).getAllByText('nyc-01')).toHaveLength(25));
    expect(screen.getByRole('combobox', { name: 'Node' })).toHaveValue('4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?node=4&status=failed'));
    await waitFor(() => expect(within(list()).queryAllByText('Success')).toHaveLength(0));
    expect(within(list()).getAllByText('Failed').length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Node' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'longest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=longest'));
    const longest = Math.max(...db.process.getAll().map((row) => row.time));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent(`${Math.floor(longest / 60)} min`));

    await user.type(screen.getByRole('searchbox', { name: 'Search commands' }), 'zpool{Enter}');
    await waitFor(() => expect(commands()).toEqual(['zpool scrub media']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zpool');
    expect(screen.getByText('1 process')).toBeInTheDocument();
  });

  it('opens a process in a panel with its own address, its result and the processes run with it', async () => {
    const { user, router } = await open();
    await screen.findByRole('list', { name: 'Processes' });
    const entry = within(list()).getByRole('link', { name: 'docker pull lscr.io/linuxserver/plex:latest' });
    await user.click(entry);
    const panel = await screen.findByRole('region', { name: 'Process #3' });
    expect(router.state.location.search).toBe('?process=3');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Process #3' })).toHaveFocus();
    expect(within(panel).getByRole('region', { name: 'Command' })).toHaveTextContent('docker pull lscr.io/linuxserver/plex:latest');
    expect(within(panel).getByRole('region', { name: 'Result' })).toHaveTextContent('Status: Downloaded newer image');
    expect(within(panel).getByText('18.44 s')).toBeInTheDocument();
    expect(within(panel).getByText('fra-01.nodes.mediadock.test')).toBeInTheDocument();
    const related = await within(panel).findByRole('list', { name: 'Related processes' });
    const items = within(related).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('(this process)')).toBeInTheDocument();

    await user.click(within(related).getByRole('link', { name: /^curl -fsS --max-time 10/ }));
    const next = await screen.findByRole('region', { name: 'Process #5' });
    expect(router.state.location.search).toBe('?process=5');
    await waitFor(() => expect(within(next).getByRole('heading', { level: 2 })).toHaveFocus());

    // Closing goes back to the list (one step back: the related process replaced the first one).
    await user.click(within(next).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Process #/ })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(list()).getByRole('link', { name: 'docker pull lscr.io/linuxserver/plex:latest' })).toHaveFocus());
  });

  it('opens a shared address on the process, and says when a command printed nothing', async () => {
    const { user, router } = await open('/app/admin/processes?process=9');
    const panel = await screen.findByRole('region', { name: 'Process #9' });
    expect(await within(panel).findByText('Command returned empty string.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Related processes' })).not.toBeInTheDocument();
    // The list stays in reach beside it.
    expect(await screen.findByRole('list', { name: 'Processes' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Process #9' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Processes' })).getAllByRole('link')[0]).toHaveFocus());
  });

  it('says when a process cannot be loaded', async () => {
    await open('/app/admin/processes?process=99999');
    const panel = await screen.findByRole('region', { name: 'Process #99999' });
    expect(await within(panel).findByRole('heading', { name: 'The process could not be loaded' })).toBeInTheDocument();
    expect(within(panel).getByText('Process not found.')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user, router } = await open('/app/admin/processes?search=no-such-command&status=failed');
    expect(await screen.findByRole('heading', { name: 'No processes match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Processes' })).toBeInTheDocument();
  });

  it('says when nothing has run yet', async () => {
    db.process.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No recorded processes' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/processes' }]);
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The processes could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Processes' })).toBeInTheDocument();
  });
});
