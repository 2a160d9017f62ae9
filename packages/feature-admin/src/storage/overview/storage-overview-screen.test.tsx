import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageRoutes } from '../routes.tsx';
import { loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(storageRoutes, { url: '/app/admin/storage' });
  await screen.findByRole('heading', { level: 1, name: 'Storage' }, { timeout: 15_000 });
  return rendered;
}

describe('the storage overview', () => {
  it('shows the mounts by state with the failing first, the paths, and links', async () => {
    await open();
    await screen.findByRole('heading', { level: 2, name: 'Needs attention' }, { timeout: 10_000 });
    const failing = db.storageMount.getAll().filter((mount) => mount.failing && db.node.findFirst({ where: { id: { equals: mount.node_id } } })?.online).length;
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(stat('Failing')).getByRole('link', { name: String(failing) })).toHaveAttribute('href', '/app/admin/storage/mounts?state=failing');
    const attention = [...screen.getByRole('list', { name: 'Mounts that need attention' }).children] as HTMLElement[];
    expect(within(attention[0]!).getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText('/mnt/gdrive on ams-01')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open ams-01' })[0]).toHaveAttribute('href', '/app/admin/nodes/3');
    expect(within(stat('Mount paths')).getByRole('link', { name: '6' })).toHaveAttribute('href', '/app/admin/storage/mount-paths');
    expect(within(stat('Library paths')).getByRole('link', { name: '15' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Storage sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Mount paths' })).toHaveAttribute('href', '/app/admin/storage/mount-paths');
  });

  it('says when every mount is fine, without the optional counts', async () => {
    server.use(http.get('*/api/admin/storage', () => HttpResponse.json({ success: true, data: { mounts: { total: 4, mounted: 4, failing: 0, unknown: 0 } } })));
    await open();
    expect(await screen.findByText('Every mount answered its last check.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when the overview could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/storage' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The storage overview could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an error for an answer it cannot read', async () => {
    server.use(http.get('*/api/admin/storage', () => HttpResponse.json({ success: true, data: { mounts: 'many' } })));
    await open();
    expect(await screen.findByRole('heading', { name: 'The storage overview could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
