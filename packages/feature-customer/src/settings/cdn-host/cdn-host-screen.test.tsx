import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

describe('the CDN host', () => {
  it('sets a host, shows the record to create, and verifies it', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/cdn-host' });
    const form = await screen.findByRole('form', { name: 'Set a CDN host' });
    await user.type(within(form).getByRole('textbox', { name: /^Host name/ }), 'Media.Jordan-Lee.net');
    await user.click(within(form).getByRole('button', { name: 'Set CDN host' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent(/^Done!media\.jordan-lee\.net is saved\. Create its CNAME record pointing at c3-[0-9a-f]{8}\.cdn\.mediadock\.test, then check it\./);
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'DNS record to create' });
    expect(within(record).getByText('CNAME')).toBeInTheDocument();
    expect(within(record).getByText('media.jordan-lee.net')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check the record' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('media.jordan-lee.net is verified. Your servers are now served from it.');
    expect(await screen.findByText('Verified', { selector: 'span' })).toBeInTheDocument();
  });

  it('checks the host name before saving, and shows the server’s 422 next to it with the input kept', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/cdn-host' });
    const form = await screen.findByRole('form', { name: 'Set a CDN host' });
    const host = within(form).getByRole('textbox', { name: /^Host name/ });
    await user.type(host, 'https://media.example.com/path');
    await user.click(within(form).getByRole('button', { name: 'Set CDN host' }));
    expect(await within(form).findByText('Enter only the host name, like media.example.com: no https:// and no path.')).toBeInTheDocument();
    await user.clear(host);
    await user.type(host, 'watch.shah-family.example');
    await user.click(within(form).getByRole('button', { name: 'Set CDN host' }));
    expect(await within(form).findByText('The host has already been taken.')).toBeInTheDocument();
    expect(host).toHaveValue('watch.shah-family.example');
  });

  it('says Uh oh! while the record cannot be found, and removes the host after confirmation', async () => {
    await signInAs('customer-emby');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/cdn-host' });
    expect(await screen.findByText('watch.shah-family.example', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the record' }));
    const uhOh = await screen.findByRole('alertdialog', { name: 'Uh oh!' });
    expect(uhOh).toHaveTextContent('We could not find the CNAME record of watch.shah-family.example yet.');
    await user.click(within(uhOh).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Remove host' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove watch.shah-family.example?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove host' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('watch.shah-family.example is no longer your CDN host.');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('form', { name: 'Set a CDN host' })).toBeInTheDocument();
  });

  it('says when the CDN is switched off for the account', async () => {
    await login({ email: 'trial@demo.test', password: DEMO_PASSWORD });
    renderRoutes(settingsRoutes, { url: '/app/settings/cdn-host' });
    expect(await screen.findByRole('heading', { name: 'The CDN is not available on your account' })).toBeInTheDocument();
    expect(screen.getByText('This feature is not available on your account.')).toBeInTheDocument();
  });

  it('shows a loading state, then the error, and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/settings/cdn-host', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The CDN API is down.' }, { status: 502 }) : undefined;
      }),
    );
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/cdn-host' });
    expect(await screen.findByRole('status', { name: 'Loading your CDN host' })).toBeInTheDocument();
    expect(await screen.findByText('The CDN API is down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Set a CDN host' })).toBeInTheDocument();
  });
});
