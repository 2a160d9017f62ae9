import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const serverName = (id: number) => db.server.findFirst({ where: { id: { equals: id } } })!.name;

async function signInAsHannah() {
  await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
}

describe('the server settings', () => {
  it('shows the first server’s preferences and saves a new name', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/server' });
    const name = serverName(DEMO_IDS.servers.plex);
    const form = await screen.findByRole('form', { name: `Preferences of ${name}` });
    const displayName = within(form).getByRole('textbox', { name: /^Display name/ });
    expect(displayName).toHaveValue(name);
    expect(within(form).getByRole('combobox', { name: /^Maintenance day/ })).toHaveValue('sunday');
    await user.clear(displayName);
    await user.type(displayName, 'Living Room');
    await user.click(within(form).getByRole('button', { name: 'Save server preferences' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The settings of Living Room have been saved.');
    expect(serverName(DEMO_IDS.servers.plex)).toBe('Living Room');
  });

  it('checks the name before saving, and shows the server’s 422 next to it with the input kept', async () => {
    await signInAsHannah();
    const { user } = renderRoutes(settingsRoutes, { url: `/app/settings/server?server=${DEMO_IDS.servers.multiEmby}` });
    const form = await screen.findByRole('form', { name: `Preferences of ${serverName(DEMO_IDS.servers.multiEmby)}` });
    const displayName = within(form).getByRole('textbox', { name: /^Display name/ });
    await user.clear(displayName);
    await user.click(within(form).getByRole('button', { name: 'Save server preferences' }));
    expect(await within(form).findByText('Give the server a name.')).toBeInTheDocument();
    await user.type(displayName, serverName(DEMO_IDS.servers.multiPlex).toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Save server preferences' }));
    expect(await within(form).findByText('You already have a server with this name.')).toBeInTheDocument();
    expect(displayName).toHaveValue(serverName(DEMO_IDS.servers.multiPlex).toLowerCase());
  });

  it('switches between servers, and only reads a suspended one', async () => {
    await signInAsHannah();
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/server' });
    await screen.findByRole('form', { name: `Preferences of ${serverName(DEMO_IDS.servers.multiPlex)}` });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), String(DEMO_IDS.servers.suspended));
    const form = await screen.findByRole('form', { name: `Preferences of ${serverName(DEMO_IDS.servers.suspended)}` });
    expect(within(form).getByText('This server is suspended')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Display name/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save server preferences' })).toBeDisabled();
  });

  it('says so when the user has no servers', async () => {
    await signInAs('customer-plex');
    server.use(http.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [] })));
    renderRoutes(settingsRoutes, { url: '/app/settings/server' });
    expect(await screen.findByRole('heading', { name: 'No servers yet' })).toBeInTheDocument();
  });

  it('shows a loading state, then the error, and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/settings/servers/:id', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The node is not answering.' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/server' });
    expect(await screen.findByText('The node is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: `Preferences of ${serverName(DEMO_IDS.servers.plex)}` })).toBeInTheDocument();
  });
});
