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

async function open(url = '/app/admin/integrations/docker-services') {
  await signInAs('admin');
  const view = renderRoutes(dockerRoutesForTests, { url });
  await screen.findByRole('heading', { level: 2, name: 'Docker services' }, { timeout: 30_000 });
  return view;
}

const list = () => screen.getByRole('list', { name: 'Docker services' });
const names = () => within(list()).getAllByRole('heading').map((heading) => heading.textContent);

describe('the docker services', () => {
  it('lists the services by name, a page at a time, with image, types and state', async () => {
    const { user, router } = await open();
    await screen.findByRole('list', { name: 'Docker services' });
    expect(screen.getByText('12 services')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Autoscan');
    const overseerr = within(list()).getByRole('link', { name: 'Overseerr' });
    expect(overseerr).toHaveAttribute('href', '/app/admin/integrations/docker-services/5');
    const item = overseerr.closest('li')!;
    expect(within(item).getByText('sctx/overseerr:1.33.2')).toBeInTheDocument();
    expect(within(item).getByText('Beside Plex')).toBeInTheDocument();
    expect(within(item).getByText('1 port')).toBeInTheDocument();
    expect(within(item).getByText('Enabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(names()).toEqual(['Tautulli', 'Watchtower']));
  });

  it('searches, filters and sorts through the address', async () => {
    const { user, router } = await open('/app/admin/integrations/docker-services?enabled=0');
    await waitFor(() => expect(names()).toEqual(['Emby Stat', 'Kitana', 'Notifiarr']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'name-desc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name-desc'));
    await waitFor(() => expect(names()[0]).toBe('Watchtower'));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'seerr{Enter}');
    await waitFor(() => expect(names()).toEqual(['Overseerr', 'Jellyseerr']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('seerr');
  });

  it('says when nothing matches, and when there are none', async () => {
    const { user } = await open('/app/admin/integrations/docker-services?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No docker services match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await screen.findByRole('list', { name: 'Docker services' });
    signOutForTest();
  });

  it('says there are none yet', async () => {
    for (const row of db.dockerService.getAll()) db.dockerService.delete({ where: { id: { equals: row.id } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No docker services yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/app/admin/integrations/docker-services/new');
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/docker-services' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The docker services could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
