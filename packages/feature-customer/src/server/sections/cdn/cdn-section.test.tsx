import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServer, renderSection } from '../test/render-section.tsx';
import CdnSection from './cdn-section.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function renderPlexCdn() {
  await signInAs('customer-plex');
  return renderSection(CdnSection, await loadServer(DEMO_IDS.servers.plex));
}

async function renderEnabledCdn() {
  await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
  return renderSection(CdnSection, await loadServer(DEMO_IDS.servers.multiPlex));
}

describe('the CDN section', () => {
  it('shows a loading state, then that the CDN is off', async () => {
    await renderPlexCdn();
    expect(screen.getByText('Loading the CDN settings')).toBeInTheDocument();
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enable the CDN' })).toBeInTheDocument();
  });

  it('enables the CDN with a host and a type, and shows them', async () => {
    const { user } = await renderPlexCdn();
    await user.type(await screen.findByLabelText(/CDN host/), 'cdn.jordan.example');
    await user.selectOptions(screen.getByLabelText(/CDN type/), 'Bunny CDN');
    await user.click(screen.getByRole('button', { name: 'Enable CDN' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The CDN is being enabled. It can take a few minutes before it serves your streams.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('cdn.jordan.example')).toBeInTheDocument();
    expect(screen.getByText('Bunny CDN')).toBeInTheDocument();
    expect(db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.plex } } })).toMatchObject({ cdn: 'cdn.jordan.example', cdn_type: 'bunny', cdn_enabled: true });
  });

  it('checks the host and the type before sending', async () => {
    const { user } = await renderPlexCdn();
    await user.click(await screen.findByRole('button', { name: 'Enable CDN' }));
    expect(screen.getByLabelText(/CDN host/)).toHaveAccessibleDescription(expect.stringContaining('Enter the CDN host.'));
    expect(screen.getByLabelText(/CDN type/)).toHaveAccessibleDescription(expect.stringContaining('Choose the type of CDN.'));
    expect(screen.getByLabelText(/CDN host/)).toHaveFocus();

    await user.type(screen.getByLabelText(/CDN host/), 'https://cdn.example.com/plex');
    await user.click(screen.getByRole('button', { name: 'Enable CDN' }));
    expect(screen.getByLabelText(/CDN host/)).toHaveAccessibleDescription(expect.stringContaining('Enter the host name only, without https:// or a path.'));

    await user.clear(screen.getByLabelText(/CDN host/));
    await user.type(screen.getByLabelText(/CDN host/), 'not a host');
    await user.click(screen.getByRole('button', { name: 'Enable CDN' }));
    expect(screen.getByLabelText(/CDN host/)).toHaveAccessibleDescription(expect.stringContaining('Enter a host name such as cdn.example.com.'));
  });

  it('shows the server’s validation errors next to the fields and keeps the input', async () => {
    server.use(
      http.post('*/api/customer/servers/:id/cdn/enable', () =>
        HttpResponse.json({ success: false, message: 'The cdn has already been taken.', errors: { cdn: ['The cdn has already been taken.'] } }, { status: 422 }),
      ),
    );
    const { user } = await renderPlexCdn();
    await user.type(await screen.findByLabelText(/CDN host/), 'cdn.taken.example');
    await user.selectOptions(screen.getByLabelText(/CDN type/), 'Cloudflare');
    await user.click(screen.getByRole('button', { name: 'Enable CDN' }));
    expect(await screen.findByText('The cdn has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/CDN host/)).toHaveValue('cdn.taken.example');
    expect(screen.getByLabelText(/CDN type/)).toHaveValue('cloudflare');
  });

  it('says so when the CDN is switched off for the account', async () => {
    const trial = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.trial } } })!;
    await login({ email: trial.email, password: DEMO_PASSWORD });
    const trialServer = db.server.getAll().find((candidate) => candidate.user_id === trial.id)!;
    const { user } = renderSection(CdnSection, await loadServer(trialServer.id));
    await user.type(await screen.findByLabelText(/CDN host/), 'cdn.kai.example');
    await user.selectOptions(screen.getByLabelText(/CDN type/), 'Cloudflare');
    await user.click(screen.getByRole('button', { name: 'Enable CDN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature is not available on your account.');
  });

  it('disables the CDN after a confirmation', async () => {
    const { user } = await renderEnabledCdn();
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable CDN' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable the CDN?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Enabled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable CDN' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Disable the CDN?' })).getByRole('button', { name: 'Disable CDN' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The CDN has been disabled.')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    // The form starts from the last settings, so turning it back on is one click.
    expect(screen.getByLabelText(/CDN host/)).toHaveValue(db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.multiPlex } } })!.cdn);
  });

  it('shows a failed disable as Whoops! with the server’s message', async () => {
    server.use(http.post('*/api/customer/servers/:id/cdn/disable', () => HttpResponse.json({ success: false, message: 'The CDN provider did not answer.' }, { status: 502 })));
    const { user } = await renderEnabledCdn();
    await user.click(await screen.findByRole('button', { name: 'Disable CDN' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Disable the CDN?' })).getByRole('button', { name: 'Disable CDN' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('The CDN provider did not answer.')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
  });

  it('refreshes when the cdn-enabled event arrives for this server, and only then', async () => {
    const { realtime } = await renderPlexCdn();
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    db.server.update({ where: { id: { equals: DEMO_IDS.servers.plex } }, data: { cdn: 'cdn.ops.example', cdn_type: 'cloudflare', cdn_enabled: true } });

    act(() => {
      realtime.emit('customer', 'cdn-enabled', { server_id: DEMO_IDS.servers.emby });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Disabled')).toBeInTheDocument();

    act(() => {
      realtime.emit('customer', 'cdn-enabled', { server_id: DEMO_IDS.servers.plex });
    });
    expect(await screen.findByText('The CDN is now serving Jordan’s Plex.')).toBeInTheDocument();
    expect(screen.getByText('cdn.ops.example')).toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/servers/:id/cdn', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'The node is not answering.' }, { status: 503 });
        return HttpResponse.json({ success: true, data: { cdn: null, type: null, enabled: false } });
      }),
    );
    const { user } = await renderPlexCdn();
    expect(await screen.findByText('The node is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
  });
});
