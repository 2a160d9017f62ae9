import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedTrialRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/requested-trials') {
  await signInAs('admin');
  const view = renderRoutes(requestedTrialRoutes, { url });
  // The first screen of a run waits for its lazy chunks to be transformed.
  await screen.findByRole('heading', { level: 1, name: 'Requested trials' }, { timeout: 20_000 });
  return view;
}

const names = () => within(screen.getByRole('list', { name: 'Trial requests' })).getAllByRole('heading').map((heading) => heading.textContent);
const itemOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the trial requests', () => {
  it('lists the pending requests, newest first, with who asked, what for and when', async () => {
    await open();
    await screen.findByRole('list', { name: 'Trial requests' });
    const pending = db.requestedTrial.getAll().filter((row) => row.status === 'pending').length;
    expect(screen.getByText(`${pending} requests`)).toBeInTheDocument();
    expect(names().slice(0, 3)).toEqual(['Mia Schneider', 'Priya Shah', 'Lukas Weber']);
    const mia = itemOf('Mia Schneider');
    expect(within(mia).getByText('mia.schneider@example.de')).toBeInTheDocument();
    expect(within(mia).getByText('Guest trial')).toBeInTheDocument();
    expect(within(mia).getByText('Plex')).toBeInTheDocument();
    expect(within(mia).getByText('Pending')).toBeInTheDocument();
    expect(within(mia).getByText('I would like to try hosting before moving my home server.')).toBeInTheDocument();
    const priya = itemOf('Priya Shah');
    expect(within(priya).getByText('Product trial')).toBeInTheDocument();
    expect(within(priya).getByText('Jellyfin Standard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mia Schneider' })).toHaveAttribute('href', '/app/admin/requested-trials/1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });

  it('filters by status and kind, sorts and searches through the address, and pages', async () => {
    const { user, router } = await open();
    await screen.findByRole('list', { name: 'Trial requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'product');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved&kind=product'));
    await waitFor(() => expect(names()).toEqual(['Chloé Martin', 'Lena Johansson', 'Sofia Rossi']));
    expect(within(itemOf('Chloé Martin')).getByText('Approved')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&sort=name'));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Aisha Khan', 'Amara Nwosu']));
    expect(screen.getByText(`${db.requestedTrial.count()} requests`)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'example.jp{Enter}');
    await waitFor(() => expect(names()).toEqual(['Sakura Yamamoto']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('example.jp');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('opens on the view a shared address describes', async () => {
    await open('/app/admin/requested-trials?status=rejected&search=hughes');
    await waitFor(() => expect(names()).toEqual(['Tom Hughes']));
    expect(within(itemOf('Tom Hughes')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue('hughes');
  });

  it('says when nothing is pending, and offers every request', async () => {
    db.requestedTrial.deleteMany({ where: { status: { equals: 'pending' } } });
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'No pending trial requests' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all requests' }));
    expect(await screen.findByRole('link', { name: 'Liam O’Brien' })).toBeInTheDocument();
  });

  it('says when a search finds nothing, and clears it', async () => {
    const { user, router } = await open('/app/admin/requested-trials?search=nobody-at-all');
    expect(await screen.findByRole('heading', { name: 'No trial requests match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Mia Schneider' })).toBeInTheDocument();
  });

  it('says when there are no requests at all', async () => {
    db.requestedTrial.deleteMany({ where: { id: { gte: 0 } } });
    await open('/app/admin/requested-trials?status=all');
    expect(await screen.findByRole('heading', { name: 'No trial requests yet' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requested-trials' }]);
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The trial requests could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Trial requests' })).toBeInTheDocument();
  });

  it('shows an answer it cannot read as a failure', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/requested-trials' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The trial requests could not be loaded' })).toBeInTheDocument();
  });
});
