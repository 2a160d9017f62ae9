import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { plexToolsRoutes } from '../routes.tsx';
import { checkSync, readSync } from './sync-screen.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const HANNAH = 'hannah.becker@demo.test';

async function openAsHannah() {
  await login({ email: HANNAH, password: DEMO_PASSWORD });
  const view = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/sync' });
  await screen.findByRole('form', { name: 'Start a sync' });
  return view;
}

describe('readSync and checkSync', () => {
  it('reads the targets and parts from their checkboxes, never the source as a target', () => {
    expect(readSync({ source_server_id: '4', target_4: true, target_7: true, target_9: false, what_users: true, what_libraries: false })).toEqual({
      source: 4,
      targets: [7],
      what: ['users'],
    });
  });

  it('asks for a source, a target and something to copy', () => {
    expect(checkSync({ source_server_id: '' })).toEqual({
      source_server_id: 'Choose the server to copy from.',
      target_server_ids: 'Choose at least one server to copy to.',
      what: 'Choose what to copy.',
    });
  });
});

describe('the sync tool', () => {
  it('shows the latest result per pair and the recent runs', async () => {
    await openAsHannah();
    const pairs = screen.getByRole('list', { name: 'Latest sync per server pair' });
    expect(within(pairs).getByText('Becker Cinema 4K → Becker Holiday Films')).toBeInTheDocument();
    const runs = screen.getByRole('list', { name: 'Recent syncs' });
    expect(within(runs).getAllByText('From Becker Cinema 4K')).toHaveLength(3);
    expect(within(runs).getByText(/Copied 603 watch states and 2 users\./)).toBeInTheDocument();
  });

  it('validates inline, next to each group', async () => {
    const { user } = await openAsHannah();
    await user.click(screen.getByRole('checkbox', { name: 'Watch history' }));
    await user.click(screen.getByRole('button', { name: 'Start sync' }));
    expect(screen.getByRole('group', { name: 'Copy to' })).toHaveAccessibleDescription('Choose at least one server to copy to.');
    expect(screen.getByRole('group', { name: 'What to copy' })).toHaveAccessibleDescription('Choose what to copy.');
  });

  it("starts a sync, says 'Done!' and lists the run", async () => {
    db.server.update({ where: { id: { equals: DEMO_IDS.servers.suspended } }, data: { status: 'running' } });
    const { user } = await openAsHannah();
    await user.click(screen.getByRole('checkbox', { name: 'Becker Holiday Films' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shared users' }));
    await user.click(screen.getByRole('button', { name: 'Start sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('The sync from Becker Cinema 4K to Becker Holiday Films has started.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent syncs' })).getAllByText('From Becker Cinema 4K')).toHaveLength(4));
  });

  it("says 'Whoops!' with the server's message when the source cannot sync, and keeps the choices", async () => {
    const { user } = await openAsHannah();
    await user.selectOptions(screen.getByLabelText(/Copy from/), String(DEMO_IDS.servers.suspended));
    await user.click(screen.getByRole('checkbox', { name: 'Becker Cinema 4K' }));
    await user.click(screen.getByRole('button', { name: 'Start sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(dialog).getByText('Becker Holiday Films is suspended. Start it before syncing from it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('checkbox', { name: 'Becker Cinema 4K' })).toBeChecked();
  });

  it("shows the server's validation next to the group it belongs to", async () => {
    server.use(
      http.post('*/api/customer/plex-tools/sync', () =>
        HttpResponse.json({ success: false, message: 'Invalid', errors: { target_server_ids: ['The selected target servers are invalid.'] } }, { status: 422 }),
      ),
    );
    const { user } = await openAsHannah();
    await user.click(screen.getByRole('checkbox', { name: 'Becker Holiday Films' }));
    await user.click(screen.getByRole('button', { name: 'Start sync' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Copy to' })).toHaveAccessibleDescription('The selected target servers are invalid.'));
  });

  it('explains that a sync needs a second Plex server', async () => {
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/sync' });
    expect(await screen.findByRole('heading', { name: 'Sync needs a second Plex server' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No syncs yet' })).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/plex-tools/sync', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Plex did not answer.' }, { status: 503 })
          : HttpResponse.json({ success: true, data: { servers: [], pairs: [], runs: [] } });
      }),
    );
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/sync' });
    expect(await screen.findByText('Plex did not answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No Plex servers' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/sync' });
    expect(await screen.findByRole('status', { name: 'Loading your Plex servers' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Recent syncs' })).toBeInTheDocument();
  });
});
