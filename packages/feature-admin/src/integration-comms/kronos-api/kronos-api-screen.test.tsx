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

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/kronos-api' });
  await screen.findByRole('list', { name: 'API clients' });
  return rendered;
}

describe('the Kronos API', () => {
  it('shows the API domain, the clients and the reseller panels', async () => {
    await open();
    expect(screen.getByText('API domain').nextElementSibling).toHaveTextContent('api.mediadock.test');
    const clients = screen.getByRole('list', { name: 'API clients' });
    expect(within(clients).getByText('WHMCS production')).toBeInTheDocument();
    const panels = screen.getByRole('list', { name: 'Reseller panels' });
    expect(within(panels).getByRole('link', { name: 'Reseller: Nadia Okafor' })).toHaveAttribute('href', '/app/admin/users/8');
  });

  it('creates a client and shows its secret once', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create API client' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API client' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Billing bridge');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'The secret of Billing bridge' });
    const secret = within(shown).getByLabelText('Client secret').textContent ?? '';
    expect(secret).toMatch(/^kr_/);
    await user.click(within(shown).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await within(screen.getByRole('list', { name: 'API clients' })).findByText('Billing bridge')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('shows a 422 next to the name and keeps it', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create API client' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API client' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'status page');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('An API client with this name already exists.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('status page');
  });

  it('revokes a client behind a confirmation', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Revoke Status page' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Status page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toHaveTextContent('The API client has been revoked');
    expect(db.apiClient.findFirst({ where: { name: { equals: 'Status page' } } })).toBeNull();
  });

  it('says when there are no clients or panels', async () => {
    server.use(http.get('*/api/admin/integrations/kronos-api', () => HttpResponse.json({ success: true, data: { clients: [], reseller_panels: [], api_domain: null } })));
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/kronos-api' });
    expect(await screen.findByRole('heading', { name: 'No API clients yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No reseller panels connected' })).toBeInTheDocument();
    expect(screen.getByText('API domain').nextElementSibling).toHaveTextContent('Not set');
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations/kronos-api' }]);
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/kronos-api' });
    expect(await screen.findByRole('heading', { name: 'The Kronos API could not be loaded' })).toBeInTheDocument();
  });
});
