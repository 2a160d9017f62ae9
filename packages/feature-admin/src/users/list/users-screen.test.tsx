import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRoutes } from '../routes.tsx';

// Bulk journeys click through dialogs and wait for several calls on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/users') {
  await signInAs('admin');
  const view = renderRoutes(userRoutes, { url });
  // The first screen of a run waits for its lazy chunks to be transformed.
  const table = await screen.findByRole('region', { name: 'Users' }, { timeout: 20_000 });
  return { ...view, table };
}

const rowNames = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;

describe('the user list', () => {
  it('shows a page of users with their e-mail, roles, servers and a link to each', async () => {
    const { table } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(rowNames(table)).toHaveLength(25);
    expect(screen.getByText(`${db.user.count()} users`)).toBeInTheDocument();
    const admin = rowOf(table, 'Alex Morgan');
    expect(within(admin).getByText('admin@demo.test')).toBeInTheDocument();
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf(table, 'Oliver Grant')).getByText('WHMCS #4217')).toBeInTheDocument();
    expect(within(rowOf(table, 'Kai Tanaka')).getByText('Trial')).toBeInTheDocument();
    expect(within(rowOf(table, 'Emma Clarke')).getByText('Moderator')).toBeInTheDocument();
    expect(within(rowOf(table, 'Sofia Rossi')).getByText('Contributor')).toBeInTheDocument();
    const servers = db.server.getAll().filter((row) => row.user_id === DEMO_IDS.users.multiServer).length;
    expect(within(rowOf(table, 'Hannah Becker')).getAllByRole('cell')[4]).toHaveTextContent(String(servers));
    expect(within(table).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.plex}`);
    expect(screen.getByText(`Page 1 of ${Math.ceil(db.user.count() / 25)}`)).toBeInTheDocument();
  });

  it('searches and filters by role through the address', async () => {
    const { user, router } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'trial');
    await waitFor(() => expect(router.state.location.search).toBe('?role=trial'));
    await waitFor(() => expect(rowNames(screen.getByRole('region', { name: 'Users' }))[0]).toBe('Kai Tanaka'));
    const trials = db.user.getAll().filter((row) => row.is_trial).length;
    expect(screen.getByText(`${trials} users`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or ID' }), 'kai{Enter}');
    await waitFor(() => expect(rowNames(screen.getByRole('region', { name: 'Users' }))).toEqual(['Kai Tanaka']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kai');
    expect(screen.getByText('1 user')).toBeInTheDocument();
  });

  it('opens a bookmarked view as it was left', async () => {
    await open('/app/admin/users?role=admin&sort=-email');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
    await waitFor(() => expect(rowNames(screen.getByRole('region', { name: 'Users' }))).toEqual(['Sam Rivera', 'Alex Morgan']));
  });

  it('sorts by a column header and keeps the order in the address', async () => {
    const { user, router } = await open('/app/admin/users?search=demo.test');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    await waitFor(() => expect(rowNames(screen.getByRole('region', { name: 'Users' }))[0]).toBe('Alex Morgan'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowNames(screen.getByRole('region', { name: 'Users' }))[0]).toBe('Tomasz Nowak'));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('-name');
  });

  it('pages on the server', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByText(`Page 2 of ${Math.ceil(db.user.count() / 25)}`)).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Users' })).queryByRole('link', { name: 'Alex Morgan' })).not.toBeInTheDocument());
  });

  it('says when no user matches, and offers every user again', async () => {
    await signInAs('admin');
    const { user, router } = renderRoutes(userRoutes, { url: '/app/admin/users?search=nobody-is-called-this&role=moderator' });
    expect(await screen.findByRole('heading', { name: 'No users match' }, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every user' }));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says it is loading the users', async () => {
    server.use(http.get('*/api/admin/users', async () => new Promise<never>(() => undefined)));
    await signInAs('admin');
    renderRoutes(userRoutes, { url: '/app/admin/users' });
    expect(await screen.findByRole('status', { name: 'Loading the users' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/users' }]);
    await signInAs('admin');
    const { user } = renderRoutes(userRoutes, { url: '/app/admin/users' });
    expect(await screen.findByRole('heading', { name: 'The users could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeInTheDocument();
  });

  it('cannot read an answer it does not understand', async () => {
    server.use(http.get('*/api/admin/users', () => HttpResponse.json({ success: true, data: [{ id: 'x' }], meta: {} })));
    await signInAs('admin');
    renderRoutes(userRoutes, { url: '/app/admin/users' });
    expect(await screen.findByRole('heading', { name: 'The users could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
  });
});
