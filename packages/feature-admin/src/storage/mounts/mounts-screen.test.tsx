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

async function open(url = '/app/admin/storage/mounts') {
  await signInAs('admin');
  const rendered = renderRoutes(storageRoutes, { url });
  await screen.findByRole('heading', { level: 2, name: 'Mounts of the nodes' }, { timeout: 15_000 });
  return rendered;
}

const mountList = () => screen.findByRole('list', { name: 'Mounts' }, { timeout: 10_000 });

describe('the mounts', () => {
  it('lists the mounts, the failing first, with their node, remote, usage and state', async () => {
    await open();
    const items = [...(await mountList()).children] as HTMLElement[];
    expect(within(items[0]!).getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText(`${db.storageMount.count()} mounts`)).toBeInTheDocument();
    const fra = screen.getAllByRole('list', { name: /^Details of \/mnt\/media on / })[0];
    expect(fra).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Mount pages' })).toBeInTheDocument();
  });

  it('filters by node and state from the address, links the node and checks a failing mount', async () => {
    const { user } = await open('/app/admin/storage/mounts?node=3');
    const list = await mountList();
    expect(list.children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open the node ams-01' })).toHaveAttribute('href', '/app/admin/nodes/3');
    const processes = db.process.count();
    await user.click(within(list).getByRole('button', { name: 'Check /mnt/media on ams-01' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Done!')).toBeInTheDocument();
    expect(within(dialog).getByText('/mnt/media on ams-01 was failing and has been mounted again.')).toBeInTheDocument();
    expect(db.process.count()).toBeGreaterThan(processes);
    expect(db.process.getAll().at(-1)?.node_id).toBe(3);
    await user.click(within(dialog).getByRole('button', { name: /OK|Close/ }));
    const details = screen.getByRole('list', { name: 'Details of /mnt/media on ams-01' });
    await waitFor(() => expect(within(details.closest('li')!).getByText('Mounted')).toBeInTheDocument());
  });

  it('checks all the mounts of a node', async () => {
    const { user } = await open('/app/admin/storage/mounts?node=3&state=failing');
    expect((await mountList()).children).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Check all on this node' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('3 mounts of ams-01 checked; 2 mounted again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /OK|Close/ }));
    expect(await screen.findByRole('heading', { name: 'No mounts match' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says that a mount of an offline node cannot be checked', async () => {
    await open('/app/admin/storage/mounts?node=4');
    const list = await mountList();
    expect(within(list).queryByRole('button', { name: /^Check/ })).not.toBeInTheDocument();
    expect(within(list).getAllByText('nyc-01 is not reachable: it cannot be checked now.').length).toBeGreaterThan(0);
    expect(screen.getByText('nyc-01 is not reachable, so its mounts cannot be checked now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check all on this node' })).not.toBeInTheDocument();
  });

  it('tells the server’s refusal when the node went offline meanwhile', async () => {
    server.use(http.post('*/api/admin/storage/mounts/:id/check', () => HttpResponse.json({ success: false, message: 'fra-01 is offline, so its mounts cannot be checked.' }, { status: 409 })));
    const { user } = await open('/app/admin/storage/mounts?node=1');
    await user.click(within(await mountList()).getByRole('button', { name: 'Check /mnt/media on fra-01' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Whoops!')).toBeInTheDocument();
    expect(within(dialog).getByText('fra-01 is offline, so its mounts cannot be checked.')).toBeInTheDocument();
  });

  it('searches in the address and says when nothing matches', async () => {
    const { user } = await open('/app/admin/storage/mounts?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No mounts match' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await mountList()).toBeInTheDocument();
  });

  it('says when there are no mounts at all', async () => {
    server.use(http.get('*/api/admin/storage/mounts', () => HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } })));
    await open();
    expect(await screen.findByRole('heading', { name: 'No mounts yet' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when the mounts could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/storage/mounts' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The mounts could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
