import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { serverKeys } from '#api/keys.ts';
import { cdnQuery } from './sections/cdn/api/get-cdn.ts';
import { openServer, recordCalls, serverRow } from './test/support.ts';

const server = setupDemoBackend();
afterEach(() => {
  signOutForTest();
  server.events.removeAllListeners();
});

const { servers } = DEMO_IDS;

function unclaim(id: number) {
  db.server.update({ where: { id: { equals: id } }, data: { claimed: false, claim_email: null } });
}

function claimCard() {
  return within(screen.getByRole('form', { name: 'Claim the server' }));
}

describe('claiming a Plex server', () => {
  it('shows who the server is claimed by', async () => {
    await signInAs('customer-plex');
    await openServer(servers.plex);
    expect(await screen.findByText('Claimed by plex@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset claim' })).toBeEnabled();
  });

  it('needs the e-mail and the password', async () => {
    unclaim(servers.plex);
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    await screen.findByRole('form', { name: 'Claim the server' });
    const calls = recordCalls(server);
    await user.click(claimCard().getByRole('button', { name: 'Claim server' }));
    expect(await claimCard().findByText('Enter the e-mail address of your Plex account.')).toBeInTheDocument();
    expect(claimCard().getByText('Enter the password of your Plex account.')).toBeInTheDocument();
    expect(calls.filter((call) => call.endsWith('/claim'))).toEqual([]);
  });

  it('claims, shows the server’s popup that must be confirmed as read, then the new claim status', async () => {
    unclaim(servers.plex);
    await signInAs('customer-plex');
    const { user, queryClient } = await openServer(servers.plex);
    await screen.findByRole('form', { name: 'Claim the server' });
    // The CDN tab was seen before: the claim must not leave its old answer standing.
    await queryClient.fetchQuery(cdnQuery(servers.plex));
    const calls = recordCalls(server);
    await user.type(claimCard().getByRole('textbox', { name: /Plex account e-mail/ }), 'plex@demo.test');
    await user.type(claimCard().getByLabelText(/Plex account password/), 'demo1234');
    await user.click(claimCard().getByRole('button', { name: 'Claim server' }));

    const popup = await screen.findByRole('dialog', { name: 'Server claimed' });
    expect(popup).toHaveTextContent('is now linked to the Plex account plex@demo.test');
    // No way around it but the checkbox: no close button, Escape does nothing.
    expect(within(popup).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Server claimed' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Got it!' }));
    expect(await within(popup).findByText('Please confirm you have read the message!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Server claimed' })).toBeInTheDocument();

    await user.click(within(popup).getByRole('checkbox', { name: 'I have read this message' }));
    await user.click(within(popup).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Server claimed' })).not.toBeInTheDocument());
    expect(await screen.findByText('Claimed by plex@demo.test')).toBeInTheDocument();
    expect(calls).toContain(`GET /api/customer/servers/${servers.plex}/claim-status`);
    expect(queryClient.getQueryState(serverKeys.cdn(servers.plex))?.isInvalidated).toBe(true);
  });

  it('closes a popup without confirm_read on Got it! alone', async () => {
    unclaim(servers.plex);
    server.use(
      http.post('*/api/customer/servers/:id/claim', () =>
        HttpResponse.json({ success: true, popup: { title: 'Nearly there', body: '<p>Open Plex once<script>alert(1)</script> to finish.</p>', type: 'info' } }),
      ),
    );
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    await user.type(await screen.findByRole('textbox', { name: /Plex account e-mail/ }), 'plex@demo.test');
    await user.type(claimCard().getByLabelText(/Plex account password/), 'demo1234');
    await user.click(claimCard().getByRole('button', { name: 'Claim server' }));
    const popup = await screen.findByRole('dialog', { name: 'Nearly there' });
    expect(popup).toHaveTextContent('Open Plex once to finish.');
    expect(popup.querySelector('script')).toBeNull();
    expect(within(popup).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nearly there' })).not.toBeInTheDocument());
  });

  it('shows the server’s validation errors next to the fields and keeps what was typed', async () => {
    unclaim(servers.plex);
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    const email = await screen.findByRole('textbox', { name: /Plex account e-mail/ });
    // Passes the browser-side check, not Laravel's `email` rule.
    await user.type(email, 'plex@demo');
    await user.type(claimCard().getByLabelText(/Plex account password/), 'demo1234');
    await user.click(claimCard().getByRole('button', { name: 'Claim server' }));
    expect(await claimCard().findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(email).toHaveValue('plex@demo');
  });

  it('resets the claim after a confirmation and restarts the server', async () => {
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    const calls = recordCalls(server);
    await user.click(await screen.findByRole('button', { name: 'Reset claim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset claim' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The claim has been reset and the server has been restarted');
    expect(calls.indexOf(`POST /api/customer/servers/${servers.plex}/reset-claim`)).toBeLessThan(calls.indexOf(`POST /api/customer/servers/${servers.plex}/restart`));
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('form', { name: 'Claim the server' })).toBeInTheDocument();
    expect(serverRow(servers.plex).claimed).toBe(false);
  });

  it.each([
    ['customer-emby', servers.emby],
    ['customer-jellyfin', servers.jellyfin],
  ] as const)('offers no claim on a server of %s', async (role, id) => {
    await signInAs(role);
    await openServer(id);
    expect(screen.queryByRole('form', { name: 'Claim the server' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset claim' })).not.toBeInTheDocument();
  });
});
