import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commsTestRoutes, loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open(url = '/app/admin/integrations/discord') {
  await signInAs('admin');
  return renderRoutes(commsTestRoutes, { url });
}

const fact = (name: string) => screen.getByText(name).nextElementSibling;

describe('the Discord link', () => {
  it('shows the linked server with its channels and roles by name', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Discord' })).toBeInTheDocument();
    await screen.findByText('Server');
    expect(fact('Server')).toHaveTextContent('MediaDock Community');
    expect(fact('Announcements channel')).toHaveTextContent('#announcements');
    expect(fact('Staff alerts channel')).toHaveTextContent('#staff-alerts');
    expect(fact('Customer role')).toHaveTextContent('Customer');
    expect(fact('Trial role')).toHaveTextContent('Trial');
  });

  it('says when the link could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations/discord' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The Discord link could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('unlinks behind a confirmation, then offers to link again', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink MediaDock Community?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Discord has been unlinked');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Discord is not linked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Discord' })).toBeInTheDocument();
  });

  it('starts the link: asks for the authorisation address and offers it as a web link', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Change the link' }));
    const link = await screen.findByRole('link', { name: 'Continue to Discord' });
    expect(link.getAttribute('href')).toMatch(/^http:\/\/localhost(:\d+)?\/app\/admin\/integrations\/discord\?code=mdc_/);
  });

  it('refuses an authorisation address that is not a web address', async () => {
    server.use(http.get('*/api/admin/integrations/discord/authorize', () => HttpResponse.json({ success: true, data: { url: 'javascript:alert(1)' } })));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Change the link' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('not a web address');
    expect(screen.queryByRole('link', { name: 'Continue to Discord' })).not.toBeInTheDocument();
  });

  it('back with a code: exchanges it, lists the servers, then channels and roles, and saves the link', async () => {
    const { user } = await open('/app/admin/integrations/discord?code=a1b2c3');
    await user.click(await screen.findByRole('button', { name: 'MediaDock Staff' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Channels and roles in MediaDock Staff' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the link' }));
    expect(await screen.findByText('Choose the channel for announcements.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Announcements channel/ }), '#alerts');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Staff alerts channel/ }), '#deployments');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Customer role/ }), '@Staff');
    await user.click(screen.getByRole('button', { name: 'Save the link' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Discord has been linked to MediaDock Staff');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(fact('Server')).toHaveTextContent('MediaDock Staff');
    expect(fact('Staff alerts channel')).toHaveTextContent('#deployments');
    expect(fact('Trial role')).toHaveTextContent('Not used');
    expect(db.integration.findFirst({ where: { key: { equals: 'discord' } } })?.values).toContain('1203348857194135570');
  });

  it('says so when the code has expired, and offers to start again', async () => {
    await open('/app/admin/integrations/discord?code=mdc_000000000001aaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByRole('heading', { name: 'The Discord authorisation has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it('says so when the token has expired', async () => {
    server.use(http.get('*/api/admin/integrations/discord/oauth', () => HttpResponse.json({ success: true, data: { token: 'dsc_000000000001bbbbbbbbbbbbbbbbbbbb' } })));
    await open('/app/admin/integrations/discord?code=a1b2c3');
    expect(await screen.findByRole('heading', { name: 'The Discord session has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it('says when the account manages no server, and when a server has nothing to choose', async () => {
    server.use(http.get('*/api/admin/integrations/discord/oauth/guilds', () => HttpResponse.json({ success: true, data: [] })));
    await open('/app/admin/integrations/discord?code=a1b2c3');
    expect(await screen.findByRole('heading', { name: 'No Discord servers to choose from' })).toBeInTheDocument();
  });

  it('says when a server has no channels or roles to use', async () => {
    server.use(http.get('*/api/admin/integrations/discord/oauth/guild/:id', () => HttpResponse.json({ success: true, data: { id: '1', name: 'Empty Server', roles: [], channels: [] } })));
    const { user } = await open('/app/admin/integrations/discord?code=a1b2c3');
    await user.click(await screen.findByRole('button', { name: 'MediaDock Community' }));
    expect(await screen.findByRole('heading', { name: 'MediaDock Community has no channels or roles to use' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another server' }));
    expect(await screen.findByRole('button', { name: 'MediaDock Staff' })).toBeInTheDocument();
  });
});
