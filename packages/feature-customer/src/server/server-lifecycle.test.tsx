import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { serverKeys } from '#api/keys.ts';
import { renderServerPage } from './test/render-server-page.tsx';
import { details, openServer, recordCalls, serverRow } from './test/support.ts';

const server = setupDemoBackend();
afterEach(() => {
  signOutForTest();
  server.events.removeAllListeners();
});

const { servers } = DEMO_IDS;

describe('restarting the node', () => {
  it('asks first, then blocks the page with Rebooting... until the node answers again', { timeout: 20_000 }, async () => {
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    const plex = serverRow(servers.plex);
    const calls = recordCalls(server);
    await user.click(screen.getByRole('button', { name: 'Restart the node' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Restart the node/ });
    await user.click(within(confirm).getByRole('button', { name: 'Restart the node' }));

    const rebooting = await screen.findByRole('dialog', { name: 'Rebooting...' });
    expect(calls).toContain(`POST /api/customer/servers/${servers.plex}/node/${plex.node_id}/restart`);
    expect(within(rebooting).queryByRole('button')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rebooting...' })).toBeInTheDocument();

    const done = await screen.findByRole('alertdialog', { name: 'Done!' }, { timeout: 10_000 });
    expect(done).toHaveTextContent('The node has been restarted');
    expect(screen.queryByRole('dialog', { name: 'Rebooting...' })).not.toBeInTheDocument();
    expect(calls).toContain(`GET /api/customer/servers/${servers.plex}`);
  });

  it('shows a refused restart as Whoops! and never blocks the page', async () => {
    server.use(http.post('*/api/customer/servers/:id/node/:node/restart', () => HttpResponse.json({ success: false, message: 'The node is already rebooting.' }, { status: 409 })));
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    await user.click(screen.getByRole('button', { name: 'Restart the node' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Restart the node/ });
    await user.click(within(confirm).getByRole('button', { name: 'Restart the node' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('The node is already rebooting.');
    expect(screen.queryByRole('dialog', { name: 'Rebooting...' })).not.toBeInTheDocument();
  });
});

describe('deleting the server', () => {
  it('asks for the server’s name to be typed, deletes it, says Poof! and goes back to the dashboard', async () => {
    await signInAs('customer-jellyfin');
    const { user, router } = await openServer(servers.jellyfin);
    const name = serverRow(servers.jellyfin).name;
    await user.click(screen.getByRole('button', { name: 'Delete server' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this server?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete the server' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: `Type ${name} to confirm` }), name.slice(0, -1));
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: `Type ${name} to confirm` }), name.slice(-1));
    await user.click(confirm);

    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent(`${name} has been deleted.`);
    expect(db.server.findFirst({ where: { id: { equals: servers.jellyfin } } })).toBeNull();
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('keeps the server when the deletion fails, with the server’s message', async () => {
    server.use(http.delete('*/api/customer/servers/:id', () => HttpResponse.json({ success: false, message: 'Cancel the subscription first.' }, { status: 403 })));
    await signInAs('customer-emby');
    const { user } = await openServer(servers.emby);
    const name = serverRow(servers.emby).name;
    await user.click(screen.getByRole('button', { name: 'Delete server' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this server?' });
    await user.type(within(dialog).getByRole('textbox', { name: `Type ${name} to confirm` }), name);
    await user.click(within(dialog).getByRole('button', { name: 'Delete the server' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Cancel the subscription first.');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete server' })).toBeEnabled();
  });
});

describe('the page and the server’s events', () => {
  it('leaves for the dashboard when the server is deleted elsewhere', async () => {
    await signInAs('customer-plex');
    const { realtime, router, queryClient } = await openServer(servers.plex);
    const plex = serverRow(servers.plex);
    act(() => realtime.emit('customer', 'server-deleted', { serverAlias: 'Someone else’s server', url: 'https://elsewhere.test' }));
    expect(router.state.location.pathname).toBe(`/app/dashboard/${servers.plex}`);
    act(() => realtime.emit('customer', 'server-deleted', { serverAlias: plex.name, url: plex.url ?? '' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(queryClient.getQueryData(serverKeys.detail(servers.plex))).toBeUndefined();
  });

  it('reads the server again when the essentials of this server are installed', async () => {
    await signInAs('customer-plex');
    const { realtime } = await openServer(servers.plex);
    const calls = recordCalls(server);
    act(() => realtime.emit('customer', 'portainer-installed', { response: { server_id: servers.emby } }));
    act(() => realtime.emit('customer', 'portainer-installed', { response: { server_id: servers.plex } }));
    await waitFor(() => expect(calls.filter((call) => call === `GET /api/customer/servers/${servers.plex}`)).toHaveLength(1));
  });
});

describe('the page’s own states', () => {
  it('says so when the server is not the user’s', async () => {
    await signInAs('customer-plex');
    renderServerPage(`/app/dashboard/${servers.emby}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Server not found' })).toBeInTheDocument();
    expect(screen.getByText('This server does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/app/dashboard');
  });

  it('says so for an address that is no server id', async () => {
    await signInAs('customer-plex');
    renderServerPage('/app/dashboard/not-a-server');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server not found' })).toBeInTheDocument();
  });

  it('shows a failed load with the server’s message and tries again', { timeout: 15_000 }, async () => {
    // The first try and the query's two retries.
    let failures = 3;
    server.use(
      http.get('*/api/customer/servers/:id', () => {
        if (failures-- > 0) return HttpResponse.json({ success: false, message: 'The database is taking a nap.' }, { status: 503 });
        return undefined;
      }),
    );
    await signInAs('customer-plex');
    const { user } = renderServerPage(`/app/dashboard/${servers.plex}`);
    expect(await screen.findByText('The database is taking a nap.', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: serverRow(servers.plex).name })).toBeInTheDocument();
  });

  it('shows an offline server as offline', async () => {
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    await details().findByText(/^Online/);
    server.use(http.post('*/api/customer/servers/:id/ping', () => HttpResponse.json({ success: true, data: { online: false, latency_ms: null, node_online: true } })));
    await user.click(details().getByRole('button', { name: 'Check the connection again' }));
    expect(await details().findByText('Offline')).toBeInTheDocument();
  });
});
