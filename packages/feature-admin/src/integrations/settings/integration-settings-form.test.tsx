import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integrationRoutes } from '../routes.tsx';
import { loadScreens } from '../test-support.ts';


const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

/** The bodies the portal sent to save settings. */
function recordSaves() {
  const bodies: { values: Record<string, unknown>; secrets: Record<string, unknown>; enabled: boolean }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/settings')) void request.clone().json().then((body) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  return bodies;
}

async function open(page: string, heading: string) {
  await signInAs('admin');
  const rendered = renderRoutes(integrationRoutes, { url: `/app/admin/integrations/${page}` });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 15_000 });
  return rendered;
}

const form = (name: string) => screen.getByRole('form', { name: `${name} settings` });

describe('the generic settings form', () => {
  it('shows the values, and of a secret only whether it is set, in an empty field', async () => {
    await open('plex', 'Plex');
    expect(screen.getByRole('textbox', { name: /^Account e-mail/ })).toHaveValue('platform@mediadock.io');
    expect(screen.getByRole('combobox', { name: /^Release of new servers/ })).toHaveValue('public');
    expect(screen.getByRole('switch', { name: /^Claim new servers/ })).toBeChecked();
    const token = screen.getByLabelText(/^Token/);
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(within(form('Plex')).getByText('Set')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('xPz7Kq2vT9mYb4RcW1nL');
  });

  it('sends a secret only when it is replaced, and empties the field once saved', async () => {
    const saves = recordSaves();
    const { user } = await open('plex', 'Plex');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The settings have been saved');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(saves[0]).toEqual({ values: { account_email: 'platform@mediadock.io', server_version: 'public', claim_servers: true }, secrets: {}, enabled: true });

    await user.type(screen.getByLabelText(/^Token/), 'new-plex-token-9');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(saves[1]?.secrets).toEqual({ token: 'new-plex-token-9' });
    expect(screen.getByLabelText(/^Token/)).toHaveValue('');
    expect(document.body).not.toHaveTextContent('new-plex-token-9');
  });

  it('removes an optional secret only through its Remove button', async () => {
    const saves = recordSaves();
    const { user } = await open('mail', 'SMTP server');
    // A required secret can only be replaced.
    expect(screen.queryByRole('button', { name: 'Remove Token' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Password' }));
    expect(within(form('SMTP server')).getByText('Removed when you save')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(saves[0]?.secrets).toEqual({ password: null });
    expect(within(form('SMTP server')).getByText('Not set')).toBeInTheDocument();
    // The templates follow the SMTP form.
    expect(screen.getByRole('heading', { level: 2, name: 'Mail templates' })).toBeInTheDocument();
  });

  it('checks the fields first, then shows the server\'s 422 next to its field with the input kept', async () => {
    const { user } = await open('radarr', 'Radarr');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(address, 'radarr.local');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a full address starting with https://, like https://example.com.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);

    server.use(
      http.post('*/api/admin/integrations/radarr/settings', () =>
        HttpResponse.json({ success: false, message: 'The api key field is not valid.', errors: { api_key: ['Radarr refused this API key.'] } }, { status: 422 }),
      ),
    );
    await user.clear(address);
    await user.type(address, 'https://radarr.mediadock.io');
    await user.type(screen.getByLabelText(/^API key/), 'rad-key-1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const error = await screen.findByText('Radarr refused this API key.');
    expect(screen.getByLabelText(/^API key/)).toHaveAccessibleDescription(expect.stringContaining('Radarr refused this API key.'));
    expect(error).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveValue('rad-key-1');
    expect(address).toHaveValue('https://radarr.mediadock.io');
  });

  it('tests the connection and shows the result beside the form, which stays as typed', async () => {
    const { user } = await open('tautulli', 'Tautulli');
    const days = screen.getByRole('textbox', { name: /^Days of history/ });
    await user.clear(days);
    await user.type(days, '120');
    const check = screen.getByRole('heading', { level: 2, name: 'Connection' }).closest('div')!.parentElement!;
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('just now')).toBeInTheDocument();
    expect(screen.getByText('Could not connect to 10.20.0.14:8181: the connection timed out after 10 seconds.')).toBeInTheDocument();
    expect(screen.getByText('Failing')).toBeInTheDocument();
    expect(check).toBeInTheDocument();
    expect(days).toHaveValue('120');
    expect(form('Tautulli')).toBeInTheDocument();
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations/hetzner/settings' }]);
    await signInAs('admin');
    renderRoutes(integrationRoutes, { url: '/app/admin/integrations/hetzner' });
    expect(await screen.findByRole('heading', { name: 'The Hetzner settings could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the public key of node provisioning and keeps the private key write-only', async () => {
    await open('nodes', 'Node provisioning');
    expect((screen.getByRole('textbox', { name: /^Public key/ }) as HTMLInputElement).value).toMatch(/^ssh-ed25519 /);
    expect(screen.getByRole('textbox', { name: /^Public key/ })).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Private key/)).toHaveValue('');
    expect(document.body).not.toHaveTextContent('PRIVATE KEY');
  });
});
